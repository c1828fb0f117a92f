import { formatBRL, messages } from '@quadra/domain';

/** A member's 'Saldo' as a person reads it: 'Em dia' or 'Devendo R$ 45,00'. */
export const balanceText = (cents: number) => (cents < 0 ? messages.caixa.owing(formatBRL(-cents)) : messages.caixa.upToDate);
