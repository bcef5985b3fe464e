import { Type } from 'typebox';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, description: 'Username or email' }),
  password: Type.String({ minLength: 1 }),
});

export const LoginAnswer = Type.Union([
  Type.Object({ login: Type.Boolean() }),
  Type.Object({ first_signin: Type.Literal(true), session_token: Type.String() }),
  Type.Object({ two_factor_required: Type.Literal(true), session_token: Type.String() }),
]);

export const ErrorBody = Type.Object({ Message: Type.String(), Code: Type.String() });
