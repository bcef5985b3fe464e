import { hash, verify } from '@node-rs/argon2';

// argon2id is @node-rs/argon2's default algorithm; these are its recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified when the username is unknown, so a wrong username costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hash('not-a-real-password-but-equally-slow');
  return dummyHash;
};
