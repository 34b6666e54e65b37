import { open, type CountryResponse, type Reader } from 'maxmind';

/** Country lookup by IP, backed by a MaxMind-format (.mmdb) database file. */
export interface CountryLookup {
  /** ISO 3166-1 alpha-2 code, or null when the address is not in the database. */
  country(ip: string): string | null;
}

/** Opens a GeoIP2/GeoLite2 Country (or City) database; throws when the file is unreadable. */
export async function openCountryLookup(file: string): Promise<CountryLookup> {
  const reader: Reader<CountryResponse> = await open<CountryResponse>(file, {
    watchForUpdates: false,
  });
  return {
    country(ip) {
      try {
        const hit = reader.get(ip);
        return hit?.country?.iso_code ?? hit?.registered_country?.iso_code ?? null;
      } catch {
        // An IPv6 address against an IPv4-only database, or a malformed address.
        return null;
      }
    },
  };
}
