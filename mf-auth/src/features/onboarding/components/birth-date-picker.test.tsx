import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BirthDatePicker } from './birth-date-picker';

function Harness({ max = '2026-11-21', initial = '' }: { max?: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthDatePicker label="Data de nascimento" value={value} onChange={setValue} max={max} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('BirthDatePicker', () => {
  it('opens at June 1996 when empty and saves the chosen day as yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Data de nascimento/ }));
    const dialog = screen.getByRole('dialog', { name: 'Escolher data de nascimento' });
    expect(dialog.textContent).toContain('junho de 1996');
    await user.click(screen.getByRole('button', { name: '15 de junho de 1996' }));
    expect(screen.getByTestId('value').textContent).toBe('1996-06-15');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Data de nascimento/ }).textContent).toBe('15/06/1996');
  });

  it('cannot pick a day after today or before 1900-01-01', async () => {
    const user = userEvent.setup();
    render(<Harness max="2026-11-21" initial="2026-11-01" />);
    await user.click(screen.getByRole('button', { name: /Data de nascimento/ }));
    expect((screen.getByRole('button', { name: '21 de novembro de 2026' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: '22 de novembro de 2026' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Próximo mês' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), '1900');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), '0');
    expect((screen.getByRole('button', { name: '1 de janeiro de 1900' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Mês anterior' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
