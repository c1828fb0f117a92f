import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoPicker } from './photo-picker';

function Harness() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <PhotoPicker
        variant="avatar"
        label="Foto de perfil"
        chooseText="Adicionar foto de perfil"
        changeText="Trocar foto de perfil"
        name="Ana Souza"
        savedUrl={null}
        file={file}
        onChange={setFile}
      />
      <output data-testid="file">{file?.name ?? ''}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Adicionar foto de perfil', { selector: 'input' });

describe('PhotoPicker', () => {
  it('keeps a PNG up to 5MB', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(input(), new File([new Uint8Array(1024)], 'eu.png', { type: 'image/png' }));
    expect(screen.getByTestId('file').textContent).toBe('eu.png');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Trocar foto de perfil')).toBeTruthy();
  });

  it('refuses a file over 5MB with the spec text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(input(), big);
    expect(screen.getByRole('alert').textContent).toBe('Arquivo muito grande. Máximo 5MB.');
    expect(screen.getByTestId('file').textContent).toBe('');
  });

  it('refuses an executable disguised as an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(input(), new File(['x'], 'foto.php.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('Tipo de arquivo não permitido por segurança.');
    expect(screen.getByTestId('file').textContent).toBe('');
  });
});
