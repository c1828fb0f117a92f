import { z } from 'zod';

/** The club's limits and their pt-BR reasons: the database (check_club_name, check_club_fields) says the same. */
export const CLUB_LIMITS = { nameMax: 80, cityMax: 100, descriptionMax: 1000, sportsMax: 5, avulsosFromHoursMax: 336 } as const;

export const clubFormErrors = {
  nameRequired: 'Informe o nome do clube',
  nameTooLong: `O nome do clube pode ter até ${CLUB_LIMITS.nameMax} caracteres`,
  tooManySports: `Escolha até ${CLUB_LIMITS.sportsMax} esportes`,
  cityTooLong: `A cidade pode ter até ${CLUB_LIMITS.cityMax} caracteres`,
  descriptionTooLong: `A descrição pode ter até ${CLUB_LIMITS.descriptionMax} caracteres`,
  avulsosFrom: `Avulsos confirmam a partir de: escolha de 0 a ${CLUB_LIMITS.avulsosFromHoursMax} horas antes do jogo`,
} as const;

/**
 * 'Criar clube' and 'Editar clube': what the form holds, checked before the round trip. The output
 * is what create_club / update_club take (trimmed texts, the open switch as join_policy).
 */
export const clubFormSchema = z
  .object({
    name: z.string().trim().min(1, clubFormErrors.nameRequired).max(CLUB_LIMITS.nameMax, clubFormErrors.nameTooLong),
    sportIds: z.array(z.string()).max(CLUB_LIMITS.sportsMax, clubFormErrors.tooManySports),
    city: z.string().trim().max(CLUB_LIMITS.cityMax, clubFormErrors.cityTooLong),
    description: z.string().trim().max(CLUB_LIMITS.descriptionMax, clubFormErrors.descriptionTooLong),
    visibility: z.enum(['public', 'private']),
    openJoin: z.boolean(),
    avulsosFromHours: z.number().int(clubFormErrors.avulsosFrom).min(0, clubFormErrors.avulsosFrom)
      .max(CLUB_LIMITS.avulsosFromHoursMax, clubFormErrors.avulsosFrom),
  })
  .transform((club) => ({
    name: club.name,
    sport_ids: club.sportIds,
    city: club.city,
    description: club.description,
    visibility: club.visibility,
    join_policy: club.openJoin ? ('open' as const) : ('request' as const),
    avulsos_from_hours: club.avulsosFromHours,
  }));

export type ClubFormValues = z.input<typeof clubFormSchema>;
export type ClubFormOutput = z.output<typeof clubFormSchema>;
export type ClubFormField = keyof ClubFormValues;

/** The form's values checked: the club to send, or the first error of each field. */
export function checkClubForm(values: ClubFormValues):
  { ok: true; club: ClubFormOutput } | { ok: false; errors: Partial<Record<ClubFormField, string>> } {
  const parsed = clubFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, club: parsed.data };
  const errors: Partial<Record<ClubFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ClubFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
