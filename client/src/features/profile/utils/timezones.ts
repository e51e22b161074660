/**
 * The IANA zones this browser knows, for the timezone select. 'UTC' (the server's default) is not
 * in the list in every engine, and a stored zone the browser lacks must still show as chosen.
 */
export function timezoneOptions(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** 'America/Argentina/Buenos_Aires' reads 'America / Argentina / Buenos Aires'. */
export const timezoneLabel = (zone: string): string => zone.replaceAll('_', ' ').replaceAll('/', ' / ');
