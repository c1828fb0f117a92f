/**
 * Where an event happens decides its clock: `date` and `time` are the wall clock there, in one of
 * Brazil's IANA zones (the database's `is_brazil_time_zone` checks the same list).
 */
export const BRAZIL_TIME_ZONES = [
  // Short enough for the wizard's select at 320 px (issue 48: it read 'Brasília, São Paulo, Rio, Sul').
  { id: 'America/Sao_Paulo', label: 'Brasília, Sul e Sudeste' },
  { id: 'America/Bahia', label: 'Salvador' },
  { id: 'America/Recife', label: 'Recife' },
  { id: 'America/Fortaleza', label: 'Fortaleza' },
  { id: 'America/Maceio', label: 'Maceió' },
  { id: 'America/Belem', label: 'Belém' },
  { id: 'America/Santarem', label: 'Santarém' },
  { id: 'America/Araguaina', label: 'Araguaína' },
  { id: 'America/Noronha', label: 'Fernando de Noronha' },
  { id: 'America/Campo_Grande', label: 'Campo Grande' },
  { id: 'America/Cuiaba', label: 'Cuiabá' },
  { id: 'America/Manaus', label: 'Manaus' },
  { id: 'America/Porto_Velho', label: 'Porto Velho' },
  { id: 'America/Boa_Vista', label: 'Boa Vista' },
  { id: 'America/Rio_Branco', label: 'Rio Branco' },
  { id: 'America/Eirunepe', label: 'Eirunepé' },
] as const;

export type BrazilTimeZone = (typeof BRAZIL_TIME_ZONES)[number]['id'];

/** The product's zone: events before zones existed, and every instant not tied to an event. */
export const DEFAULT_TIME_ZONE: BrazilTimeZone = 'America/Sao_Paulo';

export function isBrazilTimeZone(zone: string | null | undefined): zone is BrazilTimeZone {
  return BRAZIL_TIME_ZONES.some((z) => z.id === zone);
}

/** A new event's zone: the device's when it is one of Brazil's, otherwise São Paulo's. */
export function defaultEventTimeZone(deviceZone: string | undefined = deviceTimeZone()): BrazilTimeZone {
  return isBrazilTimeZone(deviceZone) ? deviceZone : DEFAULT_TIME_ZONE;
}

export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The label of a zone for a screen ('Manaus'). */
export function timeZoneLabel(zone: string | null | undefined): string {
  return BRAZIL_TIME_ZONES.find((z) => z.id === zone)?.label ?? BRAZIL_TIME_ZONES[0].label;
}

/** The zone's UTC offset in minutes at an instant (e.g. -180 in São Paulo). */
function offsetAt(zone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(instant)
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * Whether a time shown on the event's wall clock needs its zone said (issue 48): an event away from
 * São Paulo's clock, or a device whose clock differs from the event's at that instant (a São Paulo
 * game read on a Manaus phone: '19:30, horário de Brasília').
 */
export function zoneWorthSaying(eventZone: string, startsAt: string | Date, deviceZone: string | undefined = deviceTimeZone()): boolean {
  if (eventZone !== DEFAULT_TIME_ZONE) return true;
  if (!deviceZone || deviceZone === eventZone) return false;
  const instant = new Date(startsAt);
  try {
    return offsetAt(deviceZone, instant) !== offsetAt(eventZone, instant);
  } catch {
    return true; // a zone this browser does not know: say it rather than mislead
  }
}
