import { Type } from 'typebox';
import { PRIVILEGE_TYPES } from './privilege-types.js';

export { ErrorBody } from '../../core/http/schemas.js';

// Long enough for any passphrase, short enough that hashing it cannot be used to exhaust the CPU.
const PasswordText = Type.String({ maxLength: 1024 });

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'Username or User Email' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const LoginAnswer = Type.Union([
  Type.Object({ login: Type.Boolean() }),
  Type.Object({ first_signin: Type.Literal(true), session_token: Type.String() }),
  Type.Object({ two_factor_required: Type.Literal(true), session_token: Type.String() }),
]);

export const FirstSigninBody = Type.Object({
  session_token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: PasswordText,
});

export const Verify2faBody = Type.Object({
  session_token: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ maxLength: 16, description: 'The 6-digit TOTP code' }),
});

export const CodeBody = Type.Object({ code: Type.String({ maxLength: 16 }) });

export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauth_url: Type.String() });

export const PasswordChangeBody = Type.Object({
  current_password: PasswordText,
  new_password: PasswordText,
});

export const PrivilegeSchema = Type.Object(
  {
    type: Type.Enum(PRIVILEGE_TYPES, { description: 'A privilege type of the catalog' }),
    access: Type.Union([Type.Literal('View'), Type.Literal('Edit')], { description: 'Edit implies View' }),
  },
  { additionalProperties: false },
);

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Trimmed = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^\\S(.*\\S)?$' });
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' });
// Null comes first in nullable unions: the validator coerces types, and a string branch tried first would turn
// null into "".
const Status = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);

export const UserObject = Type.Object({
  id: Type.Integer(),
  'User Fullname': Type.String(),
  Username: Type.String(),
  'User Email': Type.String(),
  'User Phone': Type.Union([Type.String(), Type.Null()]),
  'First Signin': Type.Boolean(),
  'Password Expiration': Type.Union([Type.String(), Type.Null()]),
  'Role Name': Type.String(),
  'Role Description': Type.String(),
  'User Status': Type.String(),
  '2FA Enabled': Type.Boolean(),
  Privileges: Type.Array(PrivilegeSchema),
});

export const UserCreateBody = Type.Object(
  {
    'User Fullname': Trimmed(200),
    Username: Trimmed(100),
    'User Email': Email,
    'User Phone': Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
    'Role Name': Type.String({ minLength: 1, maxLength: 100 }),
    Password: Type.String({ maxLength: 1024, description: 'Temporary password, at least 8 characters' }),
    'Password Expiration': Type.Optional(Type.Union([Type.Null(), DateText])),
    'User Status': Type.Optional(Status),
  },
  { additionalProperties: false },
);

export const UserUpdateBody = Type.Object(
  {
    'User Fullname': Type.Optional(Trimmed(200)),
    Username: Type.Optional(Trimmed(100)),
    'User Email': Type.Optional(Email),
    'User Phone': Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 50 })])),
    'Role Name': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    Password: Type.Optional(
      Type.String({
        maxLength: 1024,
        description: 'Sets a new temporary password: First Signin becomes true and all sessions end',
      }),
    ),
    'Password Expiration': Type.Optional(Type.Union([Type.Null(), DateText])),
    'User Status': Type.Optional(Status),
    'First Signin': Type.Optional(
      Type.Boolean({ description: 'true makes the next login set a new password' }),
    ),
    '2FA Enabled': Type.Optional(
      Type.Boolean({
        description: 'false turns the user’s 2FA off (admin reset); true needs the user’s own enrolment',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RoleObject = Type.Object({
  id: Type.Integer(),
  'Role Name': Type.String(),
  'Role Description': Type.String(),
  Privileges: Type.Array(PrivilegeSchema),
});

export const RoleCreateBody = Type.Object(
  {
    'Role Name': Trimmed(100),
    'Role Description': Type.Optional(Type.String({ maxLength: 500 })),
    Privileges: Type.Array(PrivilegeSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const RoleUpdateBody = Type.Partial(RoleCreateBody, { additionalProperties: false });

const FilterValues = Type.Record(
  Type.String(),
  Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), { maxItems: 1000 }),
);

export const NotificationSetting = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  source: Type.String(),
  event: Type.String(),
  channel: Type.String(),
  enabled: Type.Boolean(),
  filters: Type.Union([FilterValues, Type.Null()]),
});

const Channel = Type.Union([Type.Literal('in-app'), Type.Literal('email')]);
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const NotificationSettingCreateBody = Type.Object(
  {
    type: Name,
    source: Name,
    event: Name,
    channel: Channel,
    enabled: Type.Boolean(),
    filters: Type.Optional(Type.Union([Type.Null(), FilterValues])),
  },
  { additionalProperties: false },
);

export const NotificationSettingUpdateBody = Type.Object(
  {
    event: Type.Optional(Name),
    channel: Type.Optional(Channel),
    enabled: Type.Optional(Type.Boolean()),
    filters: Type.Optional(Type.Union([Type.Null(), FilterValues])),
  },
  { additionalProperties: false },
);

export const TypeSourceParams = Type.Object({ type: Name, source: Name });
