import { messages } from '../messages';
import { validateFullName } from './full-name';
import { validatePhone } from './phone';

/** Edit profile: full name always, phone when filled; texts are 'Nome: ...' / 'Telefone: ...'. */
export function validateProfileUpdate(input: { fullName: string; phone?: string | null }): string[] {
  const errors = validateFullName(input.fullName).map(messages.profile.nameError);
  if (input.phone && input.phone.trim()) errors.push(...validatePhone(input.phone).map(messages.profile.phoneError));
  return errors;
}
