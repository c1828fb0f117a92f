export const caixaKeys = {
  all: ['caixa'] as const,
  /** The admins' 'Caixa' of a month ('yyyy-mm-01'). */
  club: (clubId: string, month: string) => [...caixaKeys.all, 'club', clubId, month] as const,
  /** The caller's own account in a club. */
  mine: (clubId: string, userId: string | null) => [...caixaKeys.all, 'mine', clubId, userId] as const,
};
