/** The longest guest name the database accepts (event_guests_name). */
export const GUEST_NAME_MAX = 50;

/** Why a guest's name is refused, in the database's own words (guest_name_error), or null. */
export function guestNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Informe o nome do convidado';
  if (/[<>]/.test(name)) return 'O nome do convidado não pode ter < ou >';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'O nome do convidado não pode ter quebras de linha nem caracteres de controle';
  if ([...trimmed].length > GUEST_NAME_MAX) return `O nome do convidado pode ter até ${GUEST_NAME_MAX} caracteres`;
  return null;
}
