import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string; // user id
  sid: string; // session id
  typ: TokenType;
  csrf: string;
}

/** Verified tokens kept by their text: a browser sends the same access token with every request until it expires. */
const VERIFIED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Token text → its claims and expiry (seconds). jose verifies through WebCrypto, an asynchronous HMAC on every
   * request; the same text verified once is valid until its `exp`, so it is verified once. Revocation is not a
   * property of the token: the session row is still read on every request.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, lifetimeSeconds: number): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ, csrf: claims.csrf })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired HS256 token of `type`, or undefined for anything else. */
  async verify(token: string, type: TokenType): Promise<TokenClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      // jose refuses a token once `exp <= now`; the same rule here.
      if (known.exp > Date.now() / 1000) return known.claims.typ === type ? known.claims : undefined;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { sub, sid, typ, csrf } = payload as Partial<TokenClaims>;
      if (typ !== type || typeof sub !== 'string' || typeof sid !== 'string' || typeof csrf !== 'string')
        return undefined;
      const claims: TokenClaims = { sub, sid, typ, csrf };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  }
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Constant-time comparison of two secrets of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
