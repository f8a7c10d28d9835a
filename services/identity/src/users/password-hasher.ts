import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 25 ms per check here.
 * The library's default (64 MiB, 3 passes, 4 lanes) cost 103 ms and capped logins near 10/s on 2 cores.
 * Each hash records its own parameters, so older hashes keep verifying.
 */
export const OWASP_ARGON2ID = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OWASP_ARGON2ID);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so a miss costs as long as a hit. */
let dummy: Promise<string> | undefined;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password'));
