/**
 * The shell's start itself failed (its start-up data chunk, react-dom or the bootstrap did not
 * load): no React to render with, so plain DOM, in pt-BR, with a retry that loads the page again.
 * A server-rendered screen stays readable under the message (its buttons disabled: their code did
 * not arrive); without one, the message takes the splash's place.
 */
export function showStartupFailed(error: unknown): void {
  console.error('[quadra] the app could not start', error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'display:flex;flex-direction:column;gap:12px;padding:16px;font:16px/1.4 system-ui,sans-serif;color:#f3f6fa;background:#0b0f14';
  const title = document.createElement('h1');
  title.textContent = 'Não foi possível iniciar o Quadra.';
  title.style.cssText = 'margin:0;font-size:20px';
  const hint = document.createElement('p');
  hint.textContent = 'O código do app não carregou. Verifique sua conexão e tente novamente.';
  hint.style.margin = '0';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Tentar novamente';
  retry.style.cssText = 'align-self:flex-start;min-height:44px;padding:0 20px;border:0;border-radius:999px;background:#c8f53c;color:#0b0f14;font:inherit;font-weight:700;cursor:pointer';
  retry.addEventListener('click', () => location.reload());
  box.append(title, hint, retry);

  const screen = document.getElementById('first-screen');
  if (screen) {
    screen.removeAttribute('inert');
    screen.removeAttribute('aria-hidden');
    for (const control of screen.querySelectorAll('button, input, select, textarea')) control.setAttribute('disabled', '');
    screen.prepend(box);
  } else {
    document.getElementById('root')?.replaceChildren(box);
  }
}
