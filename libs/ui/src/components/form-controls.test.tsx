import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { Switch } from './switch';
import { TextArea } from './text-area';

describe('form controls', () => {
  it('Switch toggles from its label text', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Tem estrutura para PCDs" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Tem estrutura para PCDs' }) as HTMLInputElement;
    await userEvent.setup().click(screen.getByText('Tem estrutura para PCDs'));
    expect(toggle.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('Checkbox reports its checked state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Sem limite de jogadores" onCheckedChange={onCheckedChange} />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Sem limite de jogadores' }));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });

  it('RadioGroup selects one option', async () => {
    function Gender() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <RadioGroup
          label="Gênero"
          value={value}
          onValueChange={setValue}
          options={[
            { value: 'masculino', label: 'Masculino' },
            { value: 'feminino', label: 'Feminino' },
          ]}
        />
      );
    }
    render(<Gender />);
    expect(screen.getByRole('group', { name: 'Gênero' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Feminino' }));
    expect((screen.getByRole('radio', { name: 'Feminino' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Masculino' }) as HTMLInputElement).checked).toBe(false);
  });

  it('Select is labelled and changes value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Nível"
        placeholder="Selecione"
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
        options={[
          { value: 'iniciante', label: 'Iniciante' },
          { value: 'avancado', label: 'Avançado' },
        ]}
      />,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Nível'), 'Avançado');
    expect(onChange).toHaveBeenLastCalledWith('avancado');
  });

  it('TextArea shows a character counter', async () => {
    function Comment() {
      const [text, setText] = useState('');
      return <TextArea label="Comentário" value={text} maxLength={500} showCount onChange={(e) => setText(e.target.value)} />;
    }
    render(<Comment />);
    await userEvent.setup().type(screen.getByLabelText('Comentário'), 'Bom jogo');
    expect(screen.getByText('8/500')).toBeTruthy();
  });

  it('a loading Button is busy and cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Enviando...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviando...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
