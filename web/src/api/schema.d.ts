/**
 * Generated from the service's OpenAPI description by openapi-typescript: do not edit.
 * Regenerate with `npm run gen:api` (test/foundation/api-types.test.ts fails when this file is stale).
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database reachability
         * @description Public.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with username (or email) and password
         * @description Full login: `{"login": true}` and the cookies access_token_cookie and csrf_access_token (Path /) and
         *     refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh). A new account or an expired password answers
         *     `{"first_signin": true, "session_token"}` (complete at /api/first-signin); an account with 2FA answers
         *     `{"two_factor_required": true, "session_token"}` (complete at /api/verify-2fa); neither sets cookies.
         *     Wrong credentials: 401 User.InvalidCredentials. Three consecutive failures for one username lock it for LOGIN_LOCK_SECONDS
         *     (default 30 s): 429 User.Locked with Retry-After (seconds), even for the right password. Attempts while locked neither
         *     count nor extend the lock, so the first Retry-After is at most LOGIN_LOCK_SECONDS; each failure after a lock has run out
         *     locks again for twice as long, up to one hour. The count is exact under parallel attempts and across instances. A
         *     success resets the count; a count untouched for 24 hours is forgotten.
         *
         *     Public.
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alias of /api/authenticate
         * @description Full login: `{"login": true}` and the cookies access_token_cookie and csrf_access_token (Path /) and
         *     refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh). A new account or an expired password answers
         *     `{"first_signin": true, "session_token"}` (complete at /api/first-signin); an account with 2FA answers
         *     `{"two_factor_required": true, "session_token"}` (complete at /api/verify-2fa); neither sets cookies.
         *     Wrong credentials: 401 User.InvalidCredentials. Three consecutive failures for one username lock it for LOGIN_LOCK_SECONDS
         *     (default 30 s): 429 User.Locked with Retry-After (seconds), even for the right password. Attempts while locked neither
         *     count nor extend the lock, so the first Retry-After is at most LOGIN_LOCK_SECONDS; each failure after a lock has run out
         *     locks again for twice as long, up to one hour. The count is exact under parallel attempts and across instances. A
         *     success resets the count; a count untouched for 24 hours is forgotten.
         *
         *     Public.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a 2FA login challenge with a TOTP code
         * @description A code is accepted once, within ±1 time step of 30 s. A wrong code is 401 User.Invalid2FACode and counts as a failed login; an unknown, expired or used session_token is 401 User.InvalidSessionToken. Success answers like a full login (or with the first-sign-in challenge when the password must change).
         *
         *     Public.
         */
        post: operations["verifyTwoFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/first-signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a first-sign-in challenge
         * @description Sets access_token_cookie and csrf_access_token only. 400 User.PasswordTooShort (under 8 characters), 400 User.PasswordReused (equal to the current password), 401 User.InvalidSessionToken (unknown, expired or used token). Ends every other session of the user.
         *
         *     Public.
         */
        post: operations["firstSignin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew the access token with refresh_token_cookie
         * @description Needs refresh_token_cookie and the header X-XSRF-TOKEN equal to csrf_refresh_token
         *     (422 User.MissingCSRF / User.InvalidCSRF). Answers `{"refresh": true}` and sets four cookies, each with a new value:
         *     access_token_cookie (httpOnly, Path /, ACCESS_TOKEN_MINUTES) and csrf_access_token (Path /), and, as the refresh
         *     token rotates, refresh_token_cookie (httpOnly, Path /api/token-refresh) and csrf_refresh_token (Path
         *     /api/token-refresh), which live until the session's end (REFRESH_TOKEN_DAYS after login; a refresh never extends it).
         *     Send the new X-XSRF-TOKEN (csrf_access_token) from then on. 401 User.NotAuthenticated when the refresh token is
         *     missing, invalid, expired or its session has ended, and when a refresh token is presented a second time: reuse ends
         *     the session (every token issued under it stops working).
         *
         *     Public.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alias of /api/token-refresh (browsers send the refresh cookies only to /api/token-refresh)
         * @description Needs refresh_token_cookie and the header X-XSRF-TOKEN equal to csrf_refresh_token
         *     (422 User.MissingCSRF / User.InvalidCSRF). Answers `{"refresh": true}` and sets four cookies, each with a new value:
         *     access_token_cookie (httpOnly, Path /, ACCESS_TOKEN_MINUTES) and csrf_access_token (Path /), and, as the refresh
         *     token rotates, refresh_token_cookie (httpOnly, Path /api/token-refresh) and csrf_refresh_token (Path
         *     /api/token-refresh), which live until the session's end (REFRESH_TOKEN_DAYS after login; a refresh never extends it).
         *     Send the new X-XSRF-TOKEN (csrf_access_token) from then on. 401 User.NotAuthenticated when the refresh token is
         *     missing, invalid, expired or its session has ended, and when a refresh token is presented a second time: reuse ends
         *     the session (every token issued under it stops working).
         *
         *     Public.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token-refresh/frame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An empty page under the refresh path, for a browser frame that reads csrf_refresh_token
         * @description Answers an empty HTML document (no-store, same-origin frames only). The refresh cookies are scoped to /api/token-refresh, so a frame at this path sees csrf_refresh_token in document.cookie and a browser client can send it as X-XSRF-TOKEN to POST /api/token-refresh.
         *
         *     Public.
         */
        get: operations["getTokenRefreshFrame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this session
         * @description Ends the session on the server and clears the cookies with an epoch expiry.
         *
         *     Requires a signed-in session.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user’s own account
         * @description Requires a signed-in session.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the own password
         * @description 400 User.InvalidCurrentPassword (counts as a failed login), 400 User.PasswordTooShort, 400 User.PasswordReused, 429 User.Locked. Ends every other session of the user; answers the profile.
         *
         *     Requires a signed-in session.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start 2FA enrolment: a new TOTP secret
         * @description 400 User.TwoFactorAlreadyEnabled when 2FA is on. The secret takes effect at /api/2fa/enable.
         *
         *     Requires a signed-in session.
         */
        post: operations["setUpTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn 2FA on with a code of the secret from /api/2fa/setup
         * @description 400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotSetUp, 400 User.TwoFactorAlreadyEnabled. Answers the profile.
         *
         *     Requires a signed-in session.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the own 2FA off with a current code
         * @description 400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotEnabled. Answers the profile.
         *
         *     Requires a signed-in session.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Rows carry the user object’s fields except Role Description and Privileges. Filterable: every column, including 2FA Status (Enabled or Disabled).
         *
         *     Requires Users / View.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user with a temporary password
         * @description The account has First Signin true: its first login answers the first-sign-in challenge. 400 User.PasswordTooShort, 400 User.AlreadyExists (Username or User Email, case-insensitive), 400 Role.NotFound. Superuser and Service accounts are changed only by a Superuser; anyone else manages only accounts whose role holds no privilege they lack themselves, and assigns only such roles (403 User.NotPrivileged). Nobody changes their own role.
         *
         *     Requires Users / Edit.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Unknown id: 400 User.NotFound.
         *
         *     Requires Users / View.
         */
        get: operations["getUser"];
        /**
         * Update a user (partial body)
         * @description "2FA Enabled": false turns the user's 2FA off. A Password sets a new temporary password. User Status Inactive, a new Password and a 2FA reset end the user's sessions where they affect sign-in. 400 User.NotFound, User.AlreadyExists, User.PasswordTooShort, Role.NotFound, User.CannotDeactivateSelf. Superuser and Service accounts are changed only by a Superuser; anyone else manages only accounts whose role holds no privilege they lack themselves, and assigns only such roles (403 User.NotPrivileged). Nobody changes their own role.
         *
         *     Requires Users / Edit.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Deactivate a user (soft delete)
         * @description User Status becomes Inactive; the record and its history stay; the user's sessions end and it cannot log in. Answers the stored user. 400 User.NotFound, User.CannotDeactivateSelf. Superuser and Service accounts are changed only by a Superuser; anyone else manages only accounts whose role holds no privilege they lack themselves, and assigns only such roles (403 User.NotPrivileged). Nobody changes their own role.
         *
         *     Requires Users / Edit.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description Each row also carries its Privileges.
         *
         *     Requires Users / View.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description 400 Role.AlreadyExists (names are unique case-insensitively). Privileges are validated against the catalog (400 Request.Invalid). The built-in roles Superuser and Service are changed only by a Superuser; anyone else manages only roles holding no privilege they lack, and grants none they lack (403 User.NotPrivileged).
         *
         *     Requires Users / Edit.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One role
         * @description Unknown id: 400 Role.NotFound.
         *
         *     Requires Users / View.
         */
        get: operations["getRole"];
        /**
         * Update a role (partial body)
         * @description Takes effect on the next request of every user holding the role. Built-in roles keep their names and the Superuser role keeps every privilege (400 Role.BuiltIn). 400 Role.NotFound, Role.AlreadyExists. Privileges are validated against the catalog (400 Request.Invalid). The built-in roles Superuser and Service are changed only by a Superuser; anyone else manages only roles holding no privilege they lack, and grants none they lack (403 User.NotPrivileged).
         *
         *     Requires Users / Edit.
         */
        put: operations["updateRole"];
        post?: never;
        /**
         * Delete a role
         * @description 400 Role.NotFound, 400 Role.StillInUse (assigned to any user, Inactive ones included), 400 Role.BuiltIn (Superuser and Service cannot be deleted). Answers the deleted role.
         *
         *     Requires Users / Edit.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own notification settings
         * @description Rows: id, type, source, event, channel, enabled and filters.
         *
         *     Requires a signed-in session.
         */
        get: operations["listUserNotificationSettings"];
        put?: never;
        /**
         * Create an own notification setting
         * @description filters: column name → array of allowed values, or null. 400 NotificationSetting.AlreadyExists for a second setting of the same type, source, event and channel.
         *
         *     Requires a signed-in session.
         */
        post: operations["createUserNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notification-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One own notification setting
         * @description 400 NotificationSetting.NotFound for an unknown id or another user’s setting.
         *
         *     Requires a signed-in session.
         */
        get: operations["getUserNotificationSettings"];
        /**
         * Update an own notification setting (partial body)
         * @description Requires a signed-in session.
         */
        put: operations["updateUserNotificationSettings"];
        post?: never;
        /**
         * Delete an own notification setting
         * @description Answers the deleted setting.
         *
         *     Requires a signed-in session.
         */
        delete: operations["deleteUserNotificationSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-notification-settings/{type}/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The own notification settings of one type and source
         * @description Requires a signed-in session.
         */
        get: operations["getUserNotificationSettingBySource"];
        /**
         * Update every own notification setting of one type and source (partial body)
         * @description Answers the updated settings. 400 NotificationSetting.NotFound when there are none.
         *
         *     Requires a signed-in session.
         */
        put: operations["updateUserNotificationSettingBySource"];
        post?: never;
        /**
         * Delete every own notification setting of one type and source
         * @description Answers the deleted settings. 400 NotificationSetting.NotFound when there are none.
         *
         *     Requires a signed-in session.
         */
        delete: operations["deleteUserNotificationSettingBySource"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List item records (filters, search, sort, paging)
         * @description Requires Item Master / View.
         */
        get: operations["listItemMasters"];
        put?: never;
        /**
         * Create a item record; answers the stored record
         * @description Requires Item Master / Edit.
         */
        post: operations["createItemMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item record (with its ETag)
         * @description Requires Item Master / View.
         */
        get: operations["getItemMaster"];
        /**
         * Change the fields the body names; answers the stored record. With If-Match, a stale ETag is refused with 412
         * @description Requires Item Master / Edit.
         */
        put: operations["updateItemMaster"];
        post?: never;
        /**
         * Delete a item record; ItemMaster.StillInUse while others refer to it
         * @description Requires Item Master / Edit.
         */
        delete: operations["deleteItemMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sub-item-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sub item records (filters, search, sort, paging)
         * @description Requires Item Master / View.
         */
        get: operations["listSubItemMasters"];
        put?: never;
        /**
         * Create a sub item record; answers the stored record
         * @description Requires Item Master / Edit.
         */
        post: operations["createSubItemMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sub-item-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sub item record
         * @description Requires Item Master / View.
         */
        get: operations["getSubItemMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Item Master / Edit.
         */
        put: operations["updateSubItemMaster"];
        post?: never;
        /**
         * Delete a sub item record; SubItemMaster.StillInUse while others refer to it
         * @description Requires Item Master / Edit.
         */
        delete: operations["deleteSubItemMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List unit records (filters, search, sort, paging)
         * @description Requires Item Master / View.
         */
        get: operations["listUnitMasters"];
        put?: never;
        /**
         * Create a unit record; answers the stored record
         * @description Requires Item Master / Edit.
         */
        post: operations["createUnitMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One unit record
         * @description Requires Item Master / View.
         */
        get: operations["getUnitMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Item Master / Edit.
         */
        put: operations["updateUnitMaster"];
        post?: never;
        /**
         * Delete a unit record; UnitMaster.StillInUse while others refer to it
         * @description Requires Item Master / Edit.
         */
        delete: operations["deleteUnitMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier records (filters, search, sort, paging)
         * @description Requires Supplier Master / View.
         */
        get: operations["listSupplierMasters"];
        put?: never;
        /**
         * Create a supplier record; answers the stored record
         * @description Requires Supplier Master / Edit.
         */
        post: operations["createSupplierMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One supplier record
         * @description Requires Supplier Master / View.
         */
        get: operations["getSupplierMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Supplier Master / Edit.
         */
        put: operations["updateSupplierMaster"];
        post?: never;
        /**
         * Delete a supplier record; SupplierMaster.StillInUse while others refer to it
         * @description Requires Supplier Master / Edit.
         */
        delete: operations["deleteSupplierMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ship-from-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ship from records (filters, search, sort, paging)
         * @description Requires Supplier Master / View.
         */
        get: operations["listShipFromMasters"];
        put?: never;
        /**
         * Create a ship from record; answers the stored record
         * @description Requires Supplier Master / Edit.
         */
        post: operations["createShipFromMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ship-from-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ship from record
         * @description Requires Supplier Master / View.
         */
        get: operations["getShipFromMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Supplier Master / Edit.
         */
        put: operations["updateShipFromMaster"];
        post?: never;
        /**
         * Delete a ship from record; ShipFromMaster.StillInUse while others refer to it
         * @description Requires Supplier Master / Edit.
         */
        delete: operations["deleteShipFromMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer records (filters, search, sort, paging)
         * @description Requires Customer Master / View.
         */
        get: operations["listCustomerMasters"];
        put?: never;
        /**
         * Create a customer record; answers the stored record
         * @description Requires Customer Master / Edit.
         */
        post: operations["createCustomerMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer record
         * @description Requires Customer Master / View.
         */
        get: operations["getCustomerMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Customer Master / Edit.
         */
        put: operations["updateCustomerMaster"];
        post?: never;
        /**
         * Delete a customer record; CustomerMaster.StillInUse while others refer to it
         * @description Requires Customer Master / Edit.
         */
        delete: operations["deleteCustomerMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ship-to-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ship to records (filters, search, sort, paging)
         * @description Requires Customer Master / View.
         */
        get: operations["listShipToMasters"];
        put?: never;
        /**
         * Create a ship to record; answers the stored record
         * @description Requires Customer Master / Edit.
         */
        post: operations["createShipToMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ship-to-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ship to record
         * @description Requires Customer Master / View.
         */
        get: operations["getShipToMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Customer Master / Edit.
         */
        put: operations["updateShipToMaster"];
        post?: never;
        /**
         * Delete a ship to record; ShipToMaster.StillInUse while others refer to it
         * @description Requires Customer Master / Edit.
         */
        delete: operations["deleteShipToMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List warehouse records (filters, search, sort, paging)
         * @description Requires Warehouse Master / View.
         */
        get: operations["listWarehouseMasters"];
        put?: never;
        /**
         * Create a warehouse record; answers the stored record
         * @description Requires Warehouse Master / Edit.
         */
        post: operations["createWarehouseMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/warehouse-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One warehouse record
         * @description Requires Warehouse Master / View.
         */
        get: operations["getWarehouseMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Warehouse Master / Edit.
         */
        put: operations["updateWarehouseMaster"];
        post?: never;
        /**
         * Delete a warehouse record; WarehouseMaster.StillInUse while others refer to it
         * @description Requires Warehouse Master / Edit.
         */
        delete: operations["deleteWarehouseMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier-allocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier allocation records (filters, search, sort, paging)
         * @description Requires Procurement / View.
         */
        get: operations["listSupplierAllocations"];
        put?: never;
        /**
         * Create a supplier allocation record; answers the stored record
         * @description Requires Procurement / Edit.
         */
        post: operations["createSupplierAllocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/supplier-allocation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One supplier allocation record
         * @description Requires Procurement / View.
         */
        get: operations["getSupplierAllocation"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires Procurement / Edit.
         */
        put: operations["updateSupplierAllocation"];
        post?: never;
        /**
         * Delete a supplier allocation record; SupplierAllocation.StillInUse while others refer to it
         * @description Requires Procurement / Edit.
         */
        delete: operations["deleteSupplierAllocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external-item-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List external item records (filters, search, sort, paging)
         * @description Requires External Item Master / View.
         */
        get: operations["listExternalItemMasters"];
        put?: never;
        /**
         * Create a external item record; answers the stored record
         * @description Requires External Item Master / Edit.
         */
        post: operations["createExternalItemMaster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external-item-master/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One external item record
         * @description Requires External Item Master / View.
         */
        get: operations["getExternalItemMaster"];
        /**
         * Change the fields the body names; answers the stored record
         * @description Requires External Item Master / Edit.
         */
        put: operations["updateExternalItemMaster"];
        post?: never;
        /**
         * Delete a external item record; ExternalItemMaster.StillInUse while others refer to it
         * @description Requires External Item Master / Edit.
         */
        delete: operations["deleteExternalItemMaster"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List item distribution records (filters, search, sort, paging)
         * @description Requires Inventory / View.
         */
        get: operations["listItemDistributions"];
        put?: never;
        /**
         * Create a item distribution record; answers the stored record
         * @description Requires Inventory / Edit.
         */
        post: operations["createItemDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/item-distribution/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item distribution record (with its ETag)
         * @description Requires Inventory / View.
         */
        get: operations["getItemDistribution"];
        /**
         * Change the fields the body names; answers the stored record. With If-Match, a stale ETag is refused with 412
         * @description Requires Inventory / Edit.
         */
        put: operations["updateItemDistribution"];
        post?: never;
        /**
         * Delete a item distribution record; ItemDistribution.StillInUse while others refer to it
         * @description Requires Inventory / Edit.
         */
        delete: operations["deleteItemDistribution"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/external-item-master-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An external item mapping with its linked item and the metadata the external system sent
         * @description Requires External Item Master / View.
         */
        get: operations["getExternalItemMasterDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bill-of-materials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List BOMs, one row per BOM (filters, search, sort, paging)
         * @description Requires Bill of Materials / View.
         */
        get: operations["listBillOfMaterials"];
        put?: never;
        /**
         * Create a BOM. Item and components must exist; no component twice, none the BOM’s own item, quantities positive, no cycle in the multi-level structure (BillOfMaterials.Cycle), one Active BOM per item (BillOfMaterials.ActiveExists). Answers the stored BOM
         * @description Requires Bill of Materials / Edit.
         */
        post: operations["createBillOfMaterial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bill-of-materials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One BOM with its component lines and its ETag
         * @description Requires Bill of Materials / View.
         */
        get: operations["getBillOfMaterial"];
        /**
         * Change a BOM: the fields sent change; `details`, when sent, keeps the lines whose id it names (updated with the values sent), adds the lines without id and drops the rest. A stale If-Match is refused with 412
         * @description Requires Bill of Materials / Edit.
         */
        put: operations["updateBillOfMaterial"];
        post?: never;
        /**
         * Delete a BOM; BillOfMaterials.StillInUse once manufacturing orders reference it
         * @description Requires Bill of Materials / Edit.
         */
        delete: operations["deleteBillOfMaterial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lookup/{master}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A master's Number, Name and Status for pickers, to every signed-in user
         * @description Requires a signed-in session.
         */
        get: operations["lookupMaster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All custom columns (list envelope, default order: display order)
         * @description Requires Custom Columns / View.
         */
        get: operations["listCustomColumns"];
        put?: never;
        /**
         * Create a custom column: key unique per table (CustomColumn.AlreadyExists), format one of string, number, date, boolean, currency; answers the column
         * @description Requires Custom Columns / Edit.
         */
        post: operations["createCustomColumn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-columns/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * `/api/custom-columns/{id}` answers one column; `/api/custom-columns/{table}` the columns of one supported table as a list envelope in display order
         * @description Requires Custom Columns / View.
         */
        get: operations["getCustomColumn"];
        /**
         * `PUT /api/custom-columns/{id}` changes alias, description, required, default_value, display_order or visible of one column (its table, key and format stay). `PUT /api/custom-columns/{table}` with `{"columns": [{"key", "display_order", "visible"}]}` sets the display order and visibility of the table's columns and answers them in order
         * @description Requires Custom Columns / Edit.
         */
        put: operations["updateCustomColumn"];
        post?: never;
        /**
         * Delete a custom column and every value stored under its key
         * @description Requires Custom Columns / Edit.
         */
        delete: operations["deleteCustomColumn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change-tracking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether changes are tracked, per entity type (PurchaseOrderList, PurchaseOrderDetails, SalesOrderList, SalesOrderDetails, ManufacturingOrderList, TransferOrderList, TransferOrderDetails, ForecastList, Inventory, ItemMaster, SupplierMaster, CustomerMaster, WarehouseMaster, ItemDistribution)
         * @description Requires Change Tracking Settings / View.
         */
        get: operations["getChangeTrackingSettings"];
        /**
         * Switch tracking per entity type; only the types in the body change. Unknown types are refused (ChangeTracking.UnknownEntityType), as are values other than true and false. Answers all settings
         * @description Requires Change Tracking Settings / Edit.
         */
        put: operations["updateChangeTrackingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/log-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, one row per change: Log Id, Entity Type, Entity Id, Action, Changed By, Changed At, Changes (field → {old, new}); newest first
         * @description Requires Logs / View.
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{entity_type}/{entity_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record's history, for its screen: who changed which fields from what to what
         * @description The audit records of one record (`entity_type` an Entity Type of the log such as
         *     `PurchaseOrderList` or `ItemMaster`, `entity_id` its id) and, for an order, of its lines (found by the order's
         *     number), newest first, at most 500. Readable with the record's own View privilege (no Logs privilege
         *     needed). Fields holding internal ids are left out; references are the numbers people know. An entity type without
         *     a history of its own (a line type, an unknown type) is `400 ChangeTracking.UnknownEntityType`.
         *
         *     Requires a signed-in session.
         */
        get: operations["getHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List purchase orders (one row per order)
         * @description Requires Procurement / View.
         */
        get: operations["listPurchaseOrders"];
        put?: never;
        /**
         * Create a purchase order
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. PurchaseOrderDetails.OrderDateAfterShip (PO Details Order Date ≤ PO Details Ship Date ≤ PO Details ETA Date); 5. SupplierMaster.NotFound (Supplier Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. ShipFromMaster.NotFound (Ship From Number); 10. PurchaseOrderDetails.InvalidValue (PO Details Price ≥ 0); 11. PurchaseOrderDetails.InvalidQuantity (PO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique PO List Number (PurchaseOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     While an integration run locks procurement, a valid request is queued and answered with notification_type Warning.
         *
         *     Requires Procurement / Edit.
         */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List purchase order lines (one row per line)
         * @description Requires Procurement / View.
         */
        get: operations["listPurchaseOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One purchase order with its details, in the create body's field names plus id; ETag header
         * @description Requires Procurement / View.
         */
        get: operations["getPurchaseOrder"];
        /**
         * Update a purchase order, replacing its lines (keep a line by sending its id; If-Match honoured)
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. PurchaseOrderDetails.OrderDateAfterShip (PO Details Order Date ≤ PO Details Ship Date ≤ PO Details ETA Date); 5. SupplierMaster.NotFound (Supplier Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. ShipFromMaster.NotFound (Ship From Number); 10. PurchaseOrderDetails.InvalidValue (PO Details Price ≥ 0); 11. PurchaseOrderDetails.InvalidQuantity (PO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique PO List Number (PurchaseOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Unknown order: PurchaseOrderList.NotFound. A line id that is not a line of this order: PurchaseOrderDetails.NotFound. Removing a line other records reference: PurchaseOrderDetails.StillInUse. If-Match with an old ETag: 412 PurchaseOrderList.Conflict.
         *
         *     While an integration run locks procurement, a valid request is queued and answered with notification_type Warning.
         *
         *     Requires Procurement / Edit.
         */
        put: operations["updatePurchaseOrder"];
        post?: never;
        /**
         * Delete a purchase order with its lines (If-Match honoured)
         * @description Requires Procurement / Edit.
         */
        delete: operations["deletePurchaseOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One purchase order line with the id of its order; ETag of its order
         * @description Requires Procurement / View.
         */
        get: operations["getPurchaseOrderDetails"];
        put?: never;
        post?: never;
        /**
         * Delete one purchase order line; the last line deletes its purchase order too
         * @description If-Match, when sent, is compared with the ETag of the line's purchase order (412 PurchaseOrderList.Conflict).
         *
         *     Requires a signed-in session.
         */
        delete: operations["deletePurchaseOrderDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * purchase order lines of one item, all warehouses
         * @description Requires Procurement / View.
         */
        get: operations["getPurchaseOrderItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * purchase order lines of one item in one warehouse (internal warehouse id)
         * @description Requires Procurement / View.
         */
        get: operations["getPurchaseOrderItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-order-details-move-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move lines from one purchase order to another (existing, or new from the source header)
         * @description All elements share one source (else 400 PurchaseOrderDetails.MultipleSources) and one target (else PurchaseOrderDetails.MultipleTargets); each names the target by New Purchase Order List Id or New Purchase Order List Number, not both and not neither, and not the source itself (PurchaseOrderDetails.InvalidTarget).
         *
         *     Unknown source or target: PurchaseOrderList.NotFound; a line not in the source: PurchaseOrderDetails.NotFound; a new number already used: PurchaseOrderList.AlreadyExists. The target must keep one warehouse (OrderList.MultipleWarehouses) and no repeated Item Number + Sub Item Number (OrderDetails.DuplicateRows).
         *
         *     Atomic: all lines move or none. The emptied source stays. While procurement is locked the move is queued: 200 {message, notification_type: Warning}.
         *
         *     Requires Procurement / Edit.
         */
        put: operations["movePurchaseOrderLines"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales orders (one row per order)
         * @description Requires Demand / View.
         */
        get: operations["listSalesOrders"];
        put?: never;
        /**
         * Create a sales order
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. SalesOrderDetails.OrderDateAfterShip (SO Details Order Date ≤ SO Details Ship Date); 5. CustomerMaster.NotFound (Customer Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. ShipToMaster.NotFound (Ship To Number); 10. SalesOrderDetails.InvalidValue (SO Details Price ≥ 0); 11. SalesOrderDetails.InvalidQuantity (SO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique SO List Number (SalesOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     While an integration run locks procurement, a valid request is queued and answered with notification_type Warning.
         *
         *     Requires Demand / Edit.
         */
        post: operations["createSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales order lines (one row per line)
         * @description Requires Demand / View.
         */
        get: operations["listSalesOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sales order with its details, in the create body's field names plus id; ETag header
         * @description Requires Demand / View.
         */
        get: operations["getSalesOrder"];
        /**
         * Update a sales order, replacing its lines (keep a line by sending its id; If-Match honoured)
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. SalesOrderDetails.OrderDateAfterShip (SO Details Order Date ≤ SO Details Ship Date); 5. CustomerMaster.NotFound (Customer Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. ShipToMaster.NotFound (Ship To Number); 10. SalesOrderDetails.InvalidValue (SO Details Price ≥ 0); 11. SalesOrderDetails.InvalidQuantity (SO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique SO List Number (SalesOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Unknown order: SalesOrderList.NotFound. A line id that is not a line of this order: SalesOrderDetails.NotFound. Removing a line other records reference: SalesOrderDetails.StillInUse. If-Match with an old ETag: 412 SalesOrderList.Conflict.
         *
         *     Requires Demand / Edit.
         */
        put: operations["updateSalesOrder"];
        post?: never;
        /**
         * Delete a sales order with its lines (If-Match honoured)
         * @description Requires Demand / Edit.
         */
        delete: operations["deleteSalesOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sales order line with the id of its order; ETag of its order
         * @description Requires Demand / View.
         */
        get: operations["getSalesOrderDetails"];
        put?: never;
        post?: never;
        /**
         * Delete one sales order line; the last line deletes its sales order too
         * @description If-Match, when sent, is compared with the ETag of the line's sales order (412 SalesOrderList.Conflict).
         *
         *     Requires Demand / Edit.
         */
        delete: operations["deleteSalesOrderDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * sales order lines of one item, all warehouses
         * @description Requires Demand / View.
         */
        get: operations["getSalesOrderItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales-order-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * sales order lines of one item in one warehouse (internal warehouse id)
         * @description Requires Demand / View.
         */
        get: operations["getSalesOrderItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List manufacturing orders (one row per order)
         * @description Requires Manufacturing / View.
         */
        get: operations["listManufacturingOrders"];
        put?: never;
        /**
         * Create a manufacturing order
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. ManufacturingOrderDetails.StartAfterDue (MO Details Start Date ≤ MO Details Due Date); 5. ItemMaster.NotFound (Item Number); 6. SubItemMaster.NotFound (Sub Item Number); 7. WarehouseMaster.NotFound (Warehouse Number); 8. BillOfMaterials.NotFound (BOM Number; empty means the item's Active BOM); 9. ManufacturingOrderDetails.InvalidQuantity (MO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique MO List Number (ManufacturingOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Requires Manufacturing / Edit.
         */
        post: operations["createManufacturingOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List manufacturing order lines (one row per line)
         * @description Requires Manufacturing / View.
         */
        get: operations["listManufacturingOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One manufacturing order with its details, in the create body's field names plus id; ETag header
         * @description Requires Manufacturing / View.
         */
        get: operations["getManufacturingOrder"];
        /**
         * Update a manufacturing order, replacing its lines (keep a line by sending its id; If-Match honoured)
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. ManufacturingOrderDetails.StartAfterDue (MO Details Start Date ≤ MO Details Due Date); 5. ItemMaster.NotFound (Item Number); 6. SubItemMaster.NotFound (Sub Item Number); 7. WarehouseMaster.NotFound (Warehouse Number); 8. BillOfMaterials.NotFound (BOM Number; empty means the item's Active BOM); 9. ManufacturingOrderDetails.InvalidQuantity (MO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique MO List Number (ManufacturingOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Unknown order: ManufacturingOrderList.NotFound. A line id that is not a line of this order: ManufacturingOrderDetails.NotFound. Removing a line other records reference: ManufacturingOrderDetails.StillInUse. If-Match with an old ETag: 412 ManufacturingOrderList.Conflict.
         *
         *     Requires Manufacturing / Edit.
         */
        put: operations["updateManufacturingOrder"];
        post?: never;
        /**
         * Delete a manufacturing order with its lines (If-Match honoured)
         * @description Requires Manufacturing / Edit.
         */
        delete: operations["deleteManufacturingOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One manufacturing order line with the id of its order; ETag of its order
         * @description Requires Manufacturing / View.
         */
        get: operations["getManufacturingOrderDetails"];
        put?: never;
        post?: never;
        /**
         * Delete one manufacturing order line; the last line deletes its manufacturing order too
         * @description If-Match, when sent, is compared with the ETag of the line's manufacturing order (412 ManufacturingOrderList.Conflict).
         *
         *     Requires Manufacturing / Edit.
         */
        delete: operations["deleteManufacturingOrderDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * manufacturing order lines of one item, all warehouses
         * @description Requires Manufacturing / View.
         */
        get: operations["getManufacturingOrderItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manufacturing-order-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * manufacturing order lines of one item in one warehouse (internal warehouse id)
         * @description Requires Manufacturing / View.
         */
        get: operations["getManufacturingOrderItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfer orders (one row per order)
         * @description Requires Inventory / View.
         */
        get: operations["listTransferOrders"];
        put?: never;
        /**
         * Create a transfer order
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. TransferOrderDetails.ShipDateAfterReceipt (TO Details Ship Date ≤ TO Details Receipt Date); 5. WarehouseMaster.NotFound (From Warehouse Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. TransferOrderList.SameWarehouse (a line's Warehouse Number is the From Warehouse Number); 10. TransferOrderDetails.InvalidValue (TO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique TO List Number (TransferOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Requires Inventory / Edit.
         */
        post: operations["createTransferOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transfer order lines (one row per line)
         * @description Requires Inventory / View.
         */
        get: operations["listTransferOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer order with its details, in the create body's field names plus id; ETag header
         * @description Requires Inventory / View.
         */
        get: operations["getTransferOrder"];
        /**
         * Update a transfer order, replacing its lines (keep a line by sending its id; If-Match honoured)
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number); 4. TransferOrderDetails.ShipDateAfterReceipt (TO Details Ship Date ≤ TO Details Receipt Date); 5. WarehouseMaster.NotFound (From Warehouse Number); 6. ItemMaster.NotFound (Item Number); 7. SubItemMaster.NotFound (Sub Item Number); 8. WarehouseMaster.NotFound (Warehouse Number); 9. TransferOrderList.SameWarehouse (a line's Warehouse Number is the From Warehouse Number); 10. TransferOrderDetails.InvalidValue (TO Details Quantity > 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique TO List Number (TransferOrderList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Unknown order: TransferOrderList.NotFound. A line id that is not a line of this order: TransferOrderDetails.NotFound. Removing a line other records reference: TransferOrderDetails.StillInUse. If-Match with an old ETag: 412 TransferOrderList.Conflict.
         *
         *     Requires Inventory / Edit.
         */
        put: operations["updateTransferOrder"];
        post?: never;
        /**
         * Delete a transfer order with its lines (If-Match honoured)
         * @description Requires Inventory / Edit.
         */
        delete: operations["deleteTransferOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer order line with the id of its order; ETag of its order
         * @description Requires Inventory / View.
         */
        get: operations["getTransferOrderDetails"];
        put?: never;
        post?: never;
        /**
         * Delete one transfer order line; the last line deletes its transfer order too
         * @description If-Match, when sent, is compared with the ETag of the line's transfer order (412 TransferOrderList.Conflict).
         *
         *     Requires Inventory / Edit.
         */
        delete: operations["deleteTransferOrderDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * transfer order lines of one item, all warehouses
         * @description Requires Inventory / View.
         */
        get: operations["getTransferOrderItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * transfer order lines of one item in one warehouse (internal warehouse id)
         * @description Requires Inventory / View.
         */
        get: operations["getTransferOrderItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transfer-order-details-move-lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move lines from one transfer order to another (existing, or new from the source header)
         * @description All elements share one source (else 400 TransferOrderDetails.MultipleSources) and one target (else TransferOrderDetails.MultipleTargets); each names the target by New Transfer Order List Id or New Transfer Order List Number, not both and not neither, and not the source itself (TransferOrderDetails.InvalidTarget).
         *
         *     Unknown source or target: TransferOrderList.NotFound; a line not in the source: TransferOrderDetails.NotFound; a new number already used: TransferOrderList.AlreadyExists. The target must keep one warehouse (OrderList.MultipleWarehouses) and no repeated Item Number + Sub Item Number (OrderDetails.DuplicateRows), and TransferOrderList.SameWarehouse (a line's Warehouse Number is the From Warehouse Number).
         *
         *     Atomic: all lines move or none. The emptied source stays.
         *
         *     Requires Inventory / Edit.
         */
        put: operations["moveTransferOrderLines"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forecasts (one row per order)
         * @description Requires Demand / View.
         */
        get: operations["listForecasts"];
        put?: never;
        /**
         * Create a forecast
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number + Customer Number + Forecast Details Date); 4. ItemMaster.NotFound (Item Number); 5. SubItemMaster.NotFound (Sub Item Number); 6. WarehouseMaster.NotFound (Warehouse Number); 7. CustomerMaster.NotFound (Customer Number); 8. ForecastDetails.InvalidQuantity (Forecast Details Quantity ≥ 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique Forecast List Number (ForecastList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Requires Demand / Edit.
         */
        post: operations["createForecast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forecast lines (one row per line)
         * @description Requires Demand / View.
         */
        get: operations["listForecastDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One forecast with its details, in the create body's field names plus id; ETag header
         * @description Requires Demand / View.
         */
        get: operations["getForecast"];
        /**
         * Update a forecast, replacing its lines (keep a line by sending its id; If-Match honoured)
         * @description Checked in this order, each failure a 400: 1. OrderList.NoItems (details missing or empty); 2. OrderList.MultipleWarehouses; 3. OrderDetails.DuplicateRows (repeated Item Number + Sub Item Number + Customer Number + Forecast Details Date); 4. ItemMaster.NotFound (Item Number); 5. SubItemMaster.NotFound (Sub Item Number); 6. WarehouseMaster.NotFound (Warehouse Number); 7. CustomerMaster.NotFound (Customer Number); 8. ForecastDetails.InvalidQuantity (Forecast Details Quantity ≥ 0).
         *
         *     Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique Forecast List Number (ForecastList.AlreadyExists). Malformed JSON: JSON.Invalid.
         *
         *     Unknown order: ForecastList.NotFound. A line id that is not a line of this order: ForecastDetails.NotFound. Removing a line other records reference: ForecastDetails.StillInUse. If-Match with an old ETag: 412 ForecastList.Conflict.
         *
         *     Requires Demand / Edit.
         */
        put: operations["updateForecast"];
        post?: never;
        /**
         * Delete a forecast with its lines (If-Match honoured)
         * @description Requires Demand / Edit.
         */
        delete: operations["deleteForecast"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast-details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One forecast line with the id of its order; ETag of its order
         * @description Requires Demand / View.
         */
        get: operations["getForecastDetails"];
        put?: never;
        post?: never;
        /**
         * Delete one forecast line; the last line deletes its forecast too
         * @description If-Match, when sent, is compared with the ETag of the line's forecast (412 ForecastList.Conflict).
         *
         *     Requires Demand / Edit.
         */
        delete: operations["deleteForecastDetails"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * forecast lines of one item, all warehouses
         * @description Requires Demand / View.
         */
        get: operations["getForecastItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecast-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * forecast lines of one item in one warehouse (internal warehouse id)
         * @description Requires Demand / View.
         */
        get: operations["getForecastItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/numbering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The prefix, digits and next number of each order type (Superusers only: else 403)
         * @description Requires a signed-in session.
         */
        get: operations["getNumbering"];
        /**
         * Change some types and fields of the numbering; Next may only grow (400 Numbering.InvalidValue)
         * @description Requires a signed-in session.
         */
        put: operations["updateNumbering"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/numbering/next/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next number of an order type, without using it (the order type's View privilege)
         * @description Requires a signed-in session.
         */
        get: operations["getNextNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inventory records (view inventory_list)
         * @description Requires Inventory / View.
         */
        get: operations["listInventory"];
        put?: never;
        /**
         * Create an inventory record
         * @description One record per Item Number, Sub Item Number and Warehouse Number: a second is 400 Inventory.AlreadyExists. Unknown references: ItemMaster.NotFound, SubItemMaster.NotFound (the sub-item must belong to the item), WarehouseMaster.NotFound. A negative Inventory Quantity or Inventory Safety Stock is 400 Inventory.InvalidValue (contract part 4).
         *
         *     Requires Inventory / Edit.
         */
        post: operations["createInventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory-item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item's inventory records, optionally in one warehouse (view inventory_item)
         * @description Requires Inventory / View.
         */
        get: operations["getInventoryItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory-item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item's inventory records, optionally in one warehouse (view inventory_item)
         * @description Requires Inventory / View.
         */
        get: operations["getInventoryItemInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One inventory record
         * @description Requires Inventory / View.
         */
        get: operations["getInventory"];
        /**
         * Update an inventory record (partial body)
         * @description A negative Inventory Quantity or Inventory Safety Stock is 400 Inventory.InvalidValue (contract part 4).
         *
         *     Requires Inventory / Edit.
         */
        put: operations["updateInventory"];
        post?: never;
        /**
         * Delete an inventory record, or with ?item=<item id> all of that item’s records
         * @description With the query item, every inventory record of that item across all warehouses is deleted instead of only the one in the path, in one transaction. Unknown path id: 400 Inventory.NotFound; unknown item: 400 ItemMaster.NotFound.
         *
         *     Requires Inventory / Edit.
         */
        delete: operations["deleteInventory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ASNs (view asn_list)
         * @description Requires Procurement / View.
         */
        get: operations["listAsns"];
        put?: never;
        /**
         * Create an ASN
         * @description ASN Number is unique (400 ASN.AlreadyExists); an unknown PO Details Id is 400 PurchaseOrderDetails.NotFound; ASN ETA Date before ASN Ship Date is 400 ASN.EtaBeforeShip; ASN Quantity must be above 0.
         *
         *     Requires Procurement / Edit.
         */
        post: operations["createAsn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asn/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ASN
         * @description Requires Procurement / View.
         */
        get: operations["getAsn"];
        /**
         * Update an ASN (partial body)
         * @description Requires Procurement / Edit.
         */
        put: operations["updateAsn"];
        post?: never;
        /**
         * Delete an ASN
         * @description Requires Procurement / Edit.
         */
        delete: operations["deleteAsn"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integration runs
         * @description Requires Integrations / View.
         */
        get: operations["listIntegrationRuns"];
        put?: never;
        /**
         * Start an integration run: lock the procurement tables
         * @description Only one run holds the lock: a second start is 400 IntegrationRun.AlreadyRunning. The lock is released when the run is completed or failed, or after INTEGRATION_LOCK_MINUTES (the run is then marked Failed).
         *
         *     Requires Integrations / Edit.
         */
        post: operations["createIntegrationRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integration-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One integration run
         * @description Requires Integrations / View.
         */
        get: operations["getIntegrationRun"];
        /**
         * End a run (Completed or Failed), release the lock and apply the queued operations
         * @description The queued operations are applied in the order they were accepted before this answers; one that fails is kept Failed with its error and its author is notified. A run that is not Running: 400 IntegrationRun.NotRunning; unknown id: 400 IntegrationRun.NotFound.
         *
         *     Requires Integrations / Edit.
         */
        put: operations["updateIntegrationRun"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queued-operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operations accepted while procurement was locked, with their status (Queued, Applied, Failed)
         * @description Requires Integrations / View.
         */
        get: operations["listQueuedOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queued-operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One queued operation
         * @description Requires Integrations / View.
         */
        get: operations["getQueuedOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's in-app notifications
         * @description Requires a signed-in session.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark one of your notifications read (or unread)
         * @description Someone else's or an unknown notification: 400 Notification.NotFound.
         *
         *     Requires a signed-in session.
         */
        put: operations["updateNotification"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/issue-tracker-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tickets (view issue_tracker_tickets); row ids are strings such as T-000001
         * @description Requires Issue Tracker / View.
         */
        get: operations["listIssueTrackerTickets"];
        put?: never;
        /**
         * Create a ticket
         * @description Ticket Title is required; Ticket Status is Open (default), In Progress or Closed. The answer is the stored ticket with its generated string id (T-000001, …).
         *
         *     Requires Issue Tracker / Edit.
         */
        post: operations["createIssueTrackerTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/issue-tracker-tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ticket with its notes
         * @description Unknown id: 400 IssueTrackerTicket.NotFound.
         *
         *     Requires Issue Tracker / View.
         */
        get: operations["getIssueTrackerTicket"];
        /**
         * Update a ticket (partial body)
         * @description Unknown id: 400 IssueTrackerTicket.NotFound.
         *
         *     Requires Issue Tracker / Edit.
         */
        put: operations["updateIssueTrackerTicket"];
        post?: never;
        /**
         * Delete a ticket and its notes
         * @description Unknown id: 400 IssueTrackerTicket.NotFound.
         *
         *     Requires Issue Tracker / Edit.
         */
        delete: operations["deleteIssueTrackerTicket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/issue-tracker-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a ticket
         * @description Author Email is the signed-in user's email. Unknown Ticket Id: 400 IssueTrackerTicket.NotFound. The answer is the stored note with its string id (N-000001, …).
         *
         *     Requires Issue Tracker / Edit.
         */
        post: operations["createIssueTrackerNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/issue-tracker-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a note's Content
         * @description Unknown id: 400 IssueTrackerNote.NotFound.
         *
         *     Requires Issue Tracker / Edit.
         */
        put: operations["updateIssueTrackerNote"];
        post?: never;
        /**
         * Delete a note
         * @description Unknown id: 400 IssueTrackerNote.NotFound.
         *
         *     Requires Issue Tracker / Edit.
         */
        delete: operations["deleteIssueTrackerNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Net-change settings
         * @description planning.md part 7. With `Net Change` on (the default), after a committed write that changes
         *     a planning input the service replans, after `Net Change Delay Ms` (0…10000, default 200) of quiet, the SKUs whose
         *     plan changes, with the last full run's Plan Date, Horizon Days and tolerance: it replaces only their Suggested lines
         *     and result rows, records a `Net Change` run in `GET /api/planning/runs` and one `planning.updated` event
         *     (`Inventory` / `Plan` / `Updated`) naming them. Before any full run there is nothing to keep current. A PUT
         *     changes the settings it names; a bad value is `400 Planning.InvalidSettings`.
         *
         *     Requires Inventory / View.
         */
        get: operations["getPlanningSettings"];
        /**
         * Change the net-change settings
         * @description planning.md part 7. With `Net Change` on (the default), after a committed write that changes
         *     a planning input the service replans, after `Net Change Delay Ms` (0…10000, default 200) of quiet, the SKUs whose
         *     plan changes, with the last full run's Plan Date, Horizon Days and tolerance: it replaces only their Suggested lines
         *     and result rows, records a `Net Change` run in `GET /api/planning/runs` and one `planning.updated` event
         *     (`Inventory` / `Plan` / `Updated`) naming them. Before any full run there is nothing to keep current. A PUT
         *     changes the settings it names; a bad value is `400 Planning.InvalidSettings`.
         *
         *     Requires Inventory / Edit.
         */
        put: operations["updatePlanningSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the planning engine and replace the Suggested POs and MOs
         * @description Plans every SKU (planning.md part 1) from the plan date over the horizon and, in one transaction,
         *     replaces every Suggested PO and Suggested MO (nothing else) with the new suggestions, stores the run's results for
         *     the planning views. The run is one operation: one outbox event (`Inventory` / `PlanningRun` / `Completed`, payload the
         *     answer) and, when change tracking covers Purchase or Manufacturing orders, one audit record (entity `Planning Run`:
         *     per order type the Suggested orders removed and created), none per Suggested order. Suggested POs: one per Supplier + Ship From + Warehouse +
         *     release date, numbered `SUG-<Plan Run Id>-<n>`, order date = release date, lines with `PO Details Order Date` =
         *     release date and `PO Details Request Date` = `PO Details ETA Date` = receipt date, price = the allocation's Unit
         *     Price. Suggested MOs: one per planned order, `SUG-MO-<Plan Run Id>-<n>`, one line with the item's Active BOM, Start
         *     Date = release, Due Date = receipt. Firming is `POST /api/planning/firm` (renumbered) or an ordinary PUT of the order
         *     with its statuses set to Open (an audited write either way).
         *
         *     While an integration run locks procurement, the Suggested POs are queued like any PO write (applied when the run
         *     ends) and the answer's `notification_type` is `Warning`; everything else is written at once.
         *
         *     Body (optional): `{"Plan Date": "YYYY-MM-DD", "Horizon Days": 1…1095}`, defaults today (UTC) and 365; anything
         *     else is `400 Planning.InvalidParameters`. A run while another is in progress (on any instance) is
         *     `409 Planning.AlreadyRunning`. Load, compute and write times of each run are in `GET /api/planning/runs/{id}`.
         *
         *     Exception types: `Late`, `Stockout`, `No Source`, `Excess`, `Reschedule In`, `Reschedule Out`, `Cancel`. Pegging demand types:
         *     `Safety Stock`, `Sales Order`, `Forecast`, `Dependent`, `Transfer`.
         *
         *     What each line status means to the plan:
         *
         *     | Line status | PO line | SO line | MO line | TO line | Meaning |
         *     |---|---|---|---|---|---|
         *     | Open | Supply | Demand | Supply | Transfer | PO: supply. SO: demand. MO: supply, and component demand. TO: demand at From, supply at receiving. |
         *     | Shipped | Supply | None | Supply | Supply | PO: supply (in transit). SO: nothing (has left). MO: counts as Open. TO: supply at receiving only. |
         *     | In Progress | Supply | Demand | Supply | Transfer | PO: supply. SO: demand. MO: supply, and component demand. TO: demand at From, supply at receiving. |
         *     | Delivered | None | None | None | None | Nothing. |
         *     | Closed | None | None | None | None | Nothing. |
         *     | Cancelled | None | None | None | None | Nothing. |
         *     | Suggested | None | Demand | None | None | PO, MO and TO: nothing (replaced by the next run). SO: counts as Open. |
         *
         *     Any other status counts as Open. Forecast lists whose status is Inactive or Archived are
         *     ignored; sales lines of every status but Cancelled consume forecast.
         *
         *     Requires Inventory / Edit.
         */
        post: operations["runPlanning"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Planning runs, newest first (view planning_runs)
         * @description Requires Inventory / View.
         */
        get: operations["listPlanningRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One planning run with its load, compute and write times
         * @description Requires Inventory / View.
         */
        get: operations["getPlanningRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's planning in the last run, for the chart
         * @description For the chart of the web application: each SKU of the item in the last run (optionally only
         *     in one warehouse) with its source, on hand, safety stock, every day on which something happens (demand and receipts
         *     by kind, balance after the day), its exceptions and the pegging of its planned orders. Before the first run `skus`
         *     is empty. Unknown item: `400 ItemMaster.NotFound`; unknown warehouse: `400 WarehouseMaster.NotFound`.
         *
         *     Requires Inventory / View.
         */
        get: operations["getItemPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's planning in one warehouse in the last run, for the chart
         * @description For the chart of the web application: each SKU of the item in the last run (optionally only
         *     in one warehouse) with its source, on hand, safety stock, every day on which something happens (demand and receipts
         *     by kind, balance after the day), its exceptions and the pegging of its planned orders. Before the first run `skus`
         *     is empty. Unknown item: `400 ItemMaster.NotFound`; unknown warehouse: `400 WarehouseMaster.NotFound`.
         *
         *     Requires Inventory / View.
         */
        get: operations["getItemPlanInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/firm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Firm Suggested orders: Open, numbered by the numbering, with optional line edits, in one transaction
         * @description Needs the order type's Edit privilege (Procurement for Purchase, Manufacturing for Manufacturing, Inventory for Transfer). Codes: <Order>List.NotFound, <Order>Details.NotFound, Planning.NotSuggested, Planning.InvalidFirm (an order named twice), and every code of the order update; nothing is stored unless every order is firmed. A plain PUT that sets the statuses to Open still firms without renumbering. While procurement is locked the PO's update is queued (notification_type Warning).
         *
         *     Requires a signed-in session.
         */
        post: operations["firmSuggestedOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/planning/firm/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which roles may firm: per order type the privilege firming needs and the roles holding it
         * @description For the planner who may see suggestions but not firm them: the names of the roles to ask (no other detail of the roles). Needs Inventory / View, as the planning views.
         *
         *     Requires Inventory / View.
         */
        get: operations["listFirmingRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scenarios (view scenario_list)
         * @description Requires Scenarios / View.
         */
        get: operations["listScenarioAnalysis"];
        put?: never;
        /**
         * Create a scenario (answers the stored record)
         * @description Created By is the caller. Errors: 400 Scenario.InvalidStatus, 400 Scenario.InvalidAdjustment (with the index), 400 Planning.InvalidParameters (Plan Date, Horizon Days), 400 Request.Invalid (schema, unknown fields).
         *
         *     Requires Scenarios / Edit.
         */
        post: operations["createScenarioAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-analysis/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One scenario with its adjustments
         * @description Unknown id: 400 Scenario.NotFound.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioAnalysis"];
        /**
         * Change a scenario (partial body; answers the stored record)
         * @description Errors as for create, and 400 Scenario.NotFound. Any status may follow any other.
         *
         *     Requires Scenarios / Edit.
         */
        put: operations["updateScenarioAnalysis"];
        post?: never;
        /**
         * Delete a scenario
         * @description Requires Scenarios / Edit.
         */
        delete: operations["deleteScenarioAnalysis"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-analysis/{id}/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Base against scenario per SKU (view scenario_comparison)
         * @description Per SKU of either plan (the base planned with the scenario's Plan Date and Horizon Days): Stockout Days
         *     (days of the horizon the projected balance, planned receipts included, is below 0), Late Orders (planned orders
         *     released before the plan date), Planned Receipts (quantity) and Suggested Spend (planned purchase quantity × unit
         *     price), each as Base, Scenario and Difference (scenario − base), and Changed (any of them differs). Default sort: Stockout Days Difference,
         *     descending. Errors as the projected lines.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-analysis/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a scenario changes, summed over the comparison
         * @description The comparison's figures summed over every SKU (Base, Scenario, Difference), the SKUs compared, the
         *     SKUs changed (any figure differs: the comparison's `Changed` column, which filters the rows that changed with
         *     `{"Changed": [true]}`) and their distinct items. Errors as the projected lines.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-analysis/{id}/item/{item_number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item's projected balance per SKU, base against scenario (for a chart)
         * @description Each SKU of the item in either plan with the days on which something happens and the balance at the end of each (it holds until the next day listed). An item in neither plan answers no SKUs. Errors as the projected lines.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioItemPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-purchase-order-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected purchase order lines (view scenario_purchase_order_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioPurchaseOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-sales-order-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected sales order lines (view scenario_sales_order_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioSalesOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-manufacturing-order-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected manufacturing order lines (view scenario_manufacturing_order_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioManufacturingOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-forecast-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected forecast lines (view scenario_forecast_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioForecastDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-forecast-order-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected forecast lines (view scenario_forecast_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioForecastOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scenario-transfer-order-details/{scenario_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scenario's projected transfer order lines (view scenario_transfer_order_details)
         * @description Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
         *     the order lines as they would be: the columns of the matching `…_details` view plus `Scenario Change`
         *     (`Unchanged`, `Modified`, `Added`, `Cancelled`, `Suggested`). The base data's Suggested lines are not listed; the
         *     scenario's own planned orders are, as `Suggested` (numbered `SCN-<scenario>-<n>`, `SCN-MO-<scenario>-<n>` and `SCN-TO-<scenario>-<n>`).
         *     Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
         *     `/api/export-data` with `view_name` `scenario_<details view>` and the filter `Scenario Id`. Only an Active scenario
         *     plans: otherwise `400 Scenario.NotActive`; unknown id `400 Scenario.NotFound`. The answer is cached on this instance
         *     until the scenario or any base data changes.
         *
         *     Requires Scenarios / View.
         */
        get: operations["getScenarioTransferOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the statistical forecast and replace the Statistical forecast lists
         * @description Forecasts every SKU with sales in the History Months whole months before the month of As Of
         *     (planning.md part 6) and, in one transaction, replaces the statistical forecast of the SKUs in the run's scope: per
         *     warehouse the forecast list `STAT-<Warehouse Number>` (status `Statistical`, created when missing), one line per
         *     SKU and month, the month of As Of dated As Of and each later month its first day. A planner's own forecast line for
         *     a SKU and month (a list that is not Statistical, Inactive or Archived) overrides the Statistical one in planning.
         *
         *     Any bad parameter, unknown item or warehouse is `400 Forecasting.InvalidParameters`; a run while another is in
         *     progress (on any instance) is `409 Forecasting.AlreadyRunning`. Each run records one event
         *     `forecasting.run.completed` (Demand / ForecastRun / Completed).
         *
         *     Requires Demand / Edit.
         */
        post: operations["runForecasting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forecasting runs, newest first (view forecasting_runs)
         * @description Requires Demand / View.
         */
        get: operations["listForecastingRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One forecasting run with its parameters
         * @description Requires Demand / View.
         */
        get: operations["getForecastingRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/item/{item_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's statistical forecast, for the chart
         * @description For the chart of the web application: each SKU of the item (optionally only in one
         *     warehouse) with its latest statistical forecast: monthly history, forecast, method, parameters, demand pattern and
         *     the holdout forecasts against what happened. Unknown item: `400 ItemMaster.NotFound`; unknown warehouse:
         *     `400 WarehouseMaster.NotFound`.
         *
         *     Requires Demand / View.
         */
        get: operations["getItemForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forecasting/item/{item_id}/{warehouse_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item's statistical forecast in one warehouse, for the chart
         * @description For the chart of the web application: each SKU of the item (optionally only in one
         *     warehouse) with its latest statistical forecast: monthly history, forecast, method, parameters, demand pattern and
         *     the holdout forecasts against what happened. Unknown item: `400 ItemMaster.NotFound`; unknown warehouse:
         *     `400 WarehouseMaster.NotFound`.
         *
         *     Requires Demand / View.
         */
        get: operations["getItemForecastInWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Names of every registered view (those the caller may read)
         * @description Requires a signed-in session.
         */
        get: operations["listViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/views/{view_name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read any view of specification 4.5 (and the dashboards) as JSON
         * @description The list envelope of the view named in the path, with the list parameters of contract part 3;
         *     the same definition the export uses. An unknown view is `400 View.NotFound` (this is not an export, so not
         *     ExcelExportWithoutExtra); the view's own privilege is required (`403 User.NotPrivileged`): Dashboard / View for
         *     dashboards, Issue Tracker / View for issue_tracker_tickets, the owning resource's View privilege otherwise.
         *     By-item views take their item (and warehouse) from the filters (`item_id`, `warehouse_id`). Grouped dashboards (revenue by customer, spend by supplier, supplier on-time delivery, open PO value by
         *     month), the statistics and the late lines also take the filters `Order Date` and `Warehouse Number`, applied to the order lines before
         *     grouping (`Order Date`: {"from", "to"} as YYYY-MM-DD; `Warehouse Number`: list of numbers).
         *     Rows of issue_tracker_tickets carry string ids. `GET /api/views` lists the views the caller may read.
         *
         *     Dashboards (Dashboard / View): dashboard_statistics, dashboard_revenue_by_customer, dashboard_spend_by_supplier, dashboard_supplier_on_time_delivery, dashboard_open_po_value_by_month, dashboard_top_late_lines, dashboard_items_below_safety_stock.
         *     "Open" on the dashboards: a placed, unfinished document. Not placed: Suggested, Draft, Planned.
         *     Finished: Closed, Cancelled/Canceled, Completed/Complete, Received, Delivered, and for sales orders also Shipped and Invoiced
         *     (a Shipped purchase-order line is in transit, still open). Statuses compare case-insensitively. Revenue and spend count
         *     lines of placed, not cancelled orders. "Late" means an open purchase-order line, not delivered, whose ETA is before today
         *     (UTC).
         *
         *     Requires a signed-in session.
         */
        get: operations["getView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a view as XLSX (streamed)
         * @description Body: `view_name`, `filters`, `search` and `sort` as the list endpoints (JSON objects; `search`
         *     text), `index`
         *     `{limit, offset}` selecting rows in the sort order (default: every row). Answers 200 with an XLSX attachment named
         *     `<view_name>_<YYYY-MM-DD>.xlsx`, written while the rows are read, so any number of rows streams in flat memory. One
         *     header row (alias, else key), then one row per view row: numbers and currency as numbers, dates and timestamps as
         *     dates with a date format (UTC), booleans as booleans; text starting with =, +, -, @, tab or CR is stored as an inline
         *     string that no spreadsheet evaluates. Past 1,048,575 rows the export continues on a further sheet.
         *     Errors: unknown `view_name` `400 ExcelExportWithoutExtra`; missing privilege of the view `403 User.NotPrivileged`;
         *     malformed body `400 JSON.Invalid`; bad filters or sort as the list endpoints (`List.*`); any other failure while
         *     assembling the query, before the first byte is sent, `400 CouldNotConstructExportData`; a failure after that cuts
         *     the download short (the connection is closed), and a client that reads nothing for 60 s is cut off. The privilege
         *     needed is the view's own, as for `GET /api/views/{view_name}`. Grouped dashboards (revenue by customer, spend by supplier, supplier on-time delivery, open PO value by
         *     month), the statistics and the late lines also take the filters `Order Date` and `Warehouse Number`, applied to the order lines before
         *     grouping (`Order Date`: {"from", "to"} as YYYY-MM-DD; `Warehouse Number`: list of numbers).
         *
         *     Requires a signed-in session.
         */
        post: operations["exportData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live stream of changes and notifications (server-sent events)
         * @description Server-sent events (`text/event-stream`) of what changed, for the signed-in user (session cookie).
         *
         *     Each message is one outbox event, numbered by its outbox id:
         *
         *     ```
         *     id: 1042
         *     data: {"id":1042,"type":"Procurement","source":"PurchaseOrderList","event":"StatusChange","record_id":"17","who":"jane","when":"2026-11-22T10:15:02.123Z","notifications":[]}
         *     ```
         *
         *     - `type` is the module (privilege type) of the record, `source` the entity, `event` what happened (Created, Updated,
         *       Deleted, StatusChange, …), `record_id` the record's id, `who` the username of the change's author, `when` its time.
         *     - A change is sent when the user's role may view its type (View or Edit of that privilege).
         *     - `notifications` holds the user's own new in-app notifications caused by the event, shaped as
         *       `GET /api/notifications` rows (`id`, `Type`, `Source`, `Event`, `Message`, `Entity Id`, `Read`, `Created At`):
         *       increment an inbox badge by its length. A message may carry notifications for an event whose type the user cannot
         *       otherwise see.
         *     - Messages have no `event:` field: an `EventSource`'s `onmessage` receives them all.
         *     - Lines starting with `:` are heartbeats (every 15 s). The first frame sets `retry: 3000`.
         *     - Resuming: a reconnecting `EventSource` sends `Last-Event-ID`; the stream then continues with exactly the events
         *       published after that one (in publication order), none missed and none repeated. The query parameter
         *       `last_event_id` does the same for a new page. Without either, the stream starts with events published from now.
         *     - A client that does not read (more than 1 MiB unsent) is disconnected; it reconnects and resumes.
         *     - The stream ends when the session ends (checked at each heartbeat). A reconnect answered 401 (the access token
         *       expired while the stream was open) stops an `EventSource`: refresh the session (`POST /api/token-refresh`) and open
         *       a new one with `?last_event_id=` the last id received.
         *     - Notifications not caused by an outbox event (a queued operation refused when applied) are not on the stream; read
         *       them with `GET /api/notifications`.
         *
         *     Requires a signed-in session.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks (view webhook_list); secrets are masked
         * @description Outbound webhooks: each outbox event matching one of the webhook's `Webhook Events` patterns
         *     (`{type, source, event}`, each a literal or `*`) is POSTed to `Webhook Url` as JSON:
         *
         *     ```json
         *     {"id": 1042, "type": "Procurement", "source": "PurchaseOrderList", "event": "Updated", "record_id": "17",
         *      "record": {"PO List Number": "PO-17", "PO List Document Status": "Shipped", "…": "…"},
         *      "changes": {"PO List Document Status": {"old": "Open", "new": "Shipped"}},
         *      "who": "jane", "when": "2026-11-22T10:15:02.123Z"}
         *     ```
         *
         *     `record` holds the record's fields as the API shows them (after the change; before it for a deletion), `changes`
         *     the changed fields with their old and new values. Test deliveries have `"id": null` and `"event": "Test"`.
         *     Headers: `X-Supplyline-Event-Id` (the outbox id: deduplicate by it, since delivery is at least once),
         *     `X-Supplyline-Delivery-Id`, `X-Supplyline-Timestamp` (Unix seconds) and `X-Supplyline-Signature`:
         *     `sha256=` followed by the hex HMAC-SHA256, keyed with the webhook's secret, of the timestamp, a `.` and the raw body.
         *     Verify it before trusting the body, and refuse old timestamps (replays), e.g. in Node.js:
         *
         *     ```js
         *     import { createHmac, timingSafeEqual } from 'node:crypto';
         *     function verify(secret, headers, rawBody) {
         *       const timestamp = headers['x-supplyline-timestamp'];
         *       const expected = 'sha256=' + createHmac('sha256', secret).update(timestamp + '.' + rawBody).digest('hex');
         *       const given = String(headers['x-supplyline-signature'] ?? '');
         *       const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
         *       return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
         *     }
         *     ```
         *
         *     Delivery is at least once and in order per webhook: a 2xx answer within 10 s is a success; anything else is
         *     retried with exponential backoff (10 s, 20 s, 40 s, … at most an hour apart) and later events wait behind it.
         *     After 24 hours of failures the webhook is Paused and its creator gets an in-app notification; setting
         *     `Webhook Status` to Active resumes delivery where it stopped. URLs resolving to loopback, private, link-local or
         *     metadata addresses are refused (400 Webhook.ForbiddenTarget), when saved and again at every connection, unless
         *     the service runs with WEBHOOK_ALLOW_PRIVATE=true.
         *
         *     Requires Integrations / Edit.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description Errors: 400 Webhook.InvalidUrl (not http(s), credentials in it, host not resolving), 400 Webhook.ForbiddenTarget (loopback, private, link-local or metadata address), 400 Webhook.InvalidEvents (a type that is no privilege type), 400 Request.Invalid (schema). The answer masks the secret.
         *
         *     Requires Integrations / Edit.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook
         * @description Unknown id: 400 Webhook.NotFound.
         *
         *     Requires Integrations / Edit.
         */
        get: operations["getWebhook"];
        /**
         * Change a webhook (fields given are changed; Webhook Status Active resumes a paused one)
         * @description Errors as for create, and 400 Webhook.NotFound.
         *
         *     Requires Integrations / Edit.
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook and its delivery log
         * @description Requires Integrations / Edit.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's delivery log, newest first (list parameters apply)
         * @description Rows: Event Id, Kind (Event, Test, Redelivery), Status (Pending, Delivered), Attempt (attempts made), Status Code and Duration Ms of the last attempt, Last Error, Next Attempt At, Created At, Delivered At.
         *
         *     Requires Integrations / Edit.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a test delivery (event Test about the webhook itself)
         * @description Requires Integrations / Edit.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/redeliver/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a delivery again (same body and event id)
         * @description Unknown delivery of this webhook: 400 WebhookDelivery.NotFound.
         *
         *     Requires Integrations / Edit.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tables the caller may import into, each with the header row of its template
         * @description One entry per importable table (a view name of the export) whose Edit privilege the caller holds;
         *     `columns` are the headers an import stores, named as the export names them (alias, else key; custom columns
         *     included), in the export's order: the header row of an empty template file. `views` are the list views whose
         *     screens offer the import (the table's own, and an order type's header list for its lines' table).
         *
         *     Requires a signed-in session.
         */
        get: operations["listImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a CSV or XLSX file into a table
         * @description Multipart upload (`multipart/form-data`) of one file field, `.csv` (UTF-8, comma separated) or
         *     `.xlsx` (every sheet; an export continued on further sheets imports whole). `table` is a view name of the export
         *     (`bill_of_materials`, `customer_master`, `forecast_details`, `inventory_list`, `item_distribution`, `item_master`, `manufacturing_order_details`, `purchase_order_details`, `sales_order_details`, `ship_from_master`, `ship_to_master`, `sub_item_master`, `supplier_allocation`, `supplier_master`, `transfer_order_details`, `unit_master`, `warehouse_master`). The header row holds the field names as the export writes them
         *     (the alias of a custom column, else its key); columns the view only shows (ids, names of referenced records,
         *     counts) are read and skipped, and an unknown header is `400 Import.UnknownColumn` naming it. Order tables take
         *     one row per line, grouped into orders by their number (header fields from the order's first row);
         *     `bill_of_materials` takes one row per component (BOM Number, Item Number, BOM Status, BOM Lead Time Days, BOM Minimum
         *     Quantity, BOM Order Multiple, Component Item Number,
         *     Component Quantity, Component Unit). Every row is checked by the create endpoint's own rules (its body schema,
         *     then the service) and the whole file is written in one transaction, with audit records and events. When any row
         *     fails nothing is stored (`400 Import.InvalidRows` listing each bad row's line, field and Code), unless
         *     `skip_invalid=true`, which stores the other rows (an order or BOM with a bad row is skipped whole) and answers
         *     200 with the bad rows. `dry_run=true` checks everything and stores nothing. The privilege is the table's Edit.
         *     Other errors: no file `400 Import.NoFile`; not .csv or .xlsx `400 Import.UnsupportedFile`; unreadable
         *     `400 Import.UnreadableFile`; larger than 256 MB `413 Request.TooLarge`; unknown table `400 Import.UnknownTable`.
         *
         *     Requires a signed-in session.
         */
        post: operations["importTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        database: "sqlite" | "postgres";
                        version: string;
                        /** @description PostgreSQL: whether the server analyses tables by itself (false: the service analyses tables that outgrew their statistics); null on SQLite */
                        autovacuum: boolean | null;
                    };
                };
            };
        };
    };
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Username or User Email */
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        login: boolean;
                    } | {
                        /** @enum {boolean} */
                        first_signin: true;
                        session_token: string;
                    } | {
                        /** @enum {boolean} */
                        two_factor_required: true;
                        session_token: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCredentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Username or User Email */
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        login: boolean;
                    } | {
                        /** @enum {boolean} */
                        first_signin: true;
                        session_token: string;
                    } | {
                        /** @enum {boolean} */
                        two_factor_required: true;
                        session_token: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCredentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    verifyTwoFactorCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                    /** @description The 6-digit TOTP code */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        login: boolean;
                    } | {
                        /** @enum {boolean} */
                        first_signin: true;
                        session_token: string;
                    } | {
                        /** @enum {boolean} */
                        two_factor_required: true;
                        session_token: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.Invalid2FACode */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Invalid2FACode, User.InvalidSessionToken */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    firstSignin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    session_token: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        login: boolean;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.PasswordReused, User.PasswordTooShort */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidSessionToken */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renewed and rotated: four Set-Cookie headers with new values */
            200: {
                headers: {
                    /** @description access_token_cookie and csrf_access_token (Path /), refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh), each a new value */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refresh: boolean;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description User.NotAuthenticated (also: a refresh token presented twice). Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description User.MissingCSRF or User.InvalidCSRF. Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Renewed and rotated: four Set-Cookie headers with new values */
            200: {
                headers: {
                    /** @description access_token_cookie and csrf_access_token (Path /), refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh), each a new value */
                    "set-cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        refresh: boolean;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description User.NotAuthenticated (also: a refresh token presented twice). Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description User.MissingCSRF or User.InvalidCSRF. Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getTokenRefreshFrame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html, an empty document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logout: boolean;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.InvalidCurrentPassword, User.PasswordReused, User.PasswordTooShort */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    setUpTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauth_url: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.TwoFactorAlreadyEnabled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.Invalid2FACode, User.TwoFactorAlreadyEnabled, User.TwoFactorNotSetUp */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Invalid2FACode, User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.Invalid2FACode, User.TwoFactorNotEnabled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Invalid2FACode, User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.Locked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "User Fullname": string;
                    Username: string;
                    "User Email": string;
                    "User Phone"?: null | string;
                    "Role Name": string;
                    /** @description Temporary password, at least 8 characters */
                    Password: string;
                    "Password Expiration"?: null | string;
                    "User Status"?: "Active" | "Inactive";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Role.NotFound, User.AlreadyExists, User.PasswordTooShort */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: Request.Invalid, User.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "User Fullname"?: string;
                    Username?: string;
                    "User Email"?: string;
                    "User Phone"?: null | string;
                    "Role Name"?: string;
                    /** @description Sets a new temporary password: First Signin becomes true and all sessions end */
                    Password?: string;
                    "Password Expiration"?: null | string;
                    "User Status"?: "Active" | "Inactive";
                    /** @description true makes the next login set a new password */
                    "First Signin"?: boolean;
                    /** @description false turns the user’s 2FA off (admin reset); true needs the user’s own enrolment */
                    "2FA Enabled"?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Role.NotFound, User.AlreadyExists, User.CannotDeactivateSelf, User.NotFound, User.PasswordTooShort, User.TwoFactorEnrolmentRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "User Fullname": string;
                        Username: string;
                        "User Email": string;
                        "User Phone": string | null;
                        "First Signin": boolean;
                        "Password Expiration": string | null;
                        "Role Name": string;
                        "Role Description": string;
                        "User Status": string;
                        "2FA Enabled": boolean;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, User.CannotDeactivateSelf, User.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Role Name": string;
                    "Role Description"?: string;
                    Privileges: {
                        /**
                         * @description A privilege type of the catalog
                         * @enum {unknown}
                         */
                        type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                        /** @description Edit implies View */
                        access: "View" | "Edit";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Role Name": string;
                        "Role Description": string;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Role.AlreadyExists */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Role Name": string;
                        "Role Description": string;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: Request.Invalid, Role.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Role Name"?: string;
                    "Role Description"?: string;
                    Privileges?: {
                        /**
                         * @description A privilege type of the catalog
                         * @enum {unknown}
                         */
                        type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                        /** @description Edit implies View */
                        access: "View" | "Edit";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Role Name": string;
                        "Role Description": string;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Role.AlreadyExists, Role.BuiltIn, Role.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Role Name": string;
                        "Role Description": string;
                        Privileges: {
                            /**
                             * @description A privilege type of the catalog
                             * @enum {unknown}
                             */
                            type: "Procurement" | "Demand" | "Inventory" | "Users" | "Custom Columns" | "Scenarios" | "Bill of Materials" | "Item Master" | "External Item Master" | "Supplier Master" | "Issue Tracker" | "Change Tracking Settings" | "Manufacturing" | "Customer Master" | "Warehouse Master" | "Integrations" | "Dashboard" | "Logs";
                            /** @description Edit implies View */
                            access: "View" | "Edit";
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Role.BuiltIn, Role.NotFound, Role.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listUserNotificationSettings: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: string;
                    source: string;
                    event: string;
                    channel: "in-app" | "email";
                    enabled: boolean;
                    filters?: null | {
                        [key: string]: (string | number | boolean | null)[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, NotificationSetting.AlreadyExists, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    };
                };
            };
            /** @description Error codes: NotificationSetting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event?: string;
                    channel?: "in-app" | "email";
                    enabled?: boolean;
                    filters?: null | {
                        [key: string]: (string | number | boolean | null)[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, NotificationSetting.AlreadyExists, NotificationSetting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteUserNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, NotificationSetting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getUserNotificationSettingBySource: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                type: string;
                source: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateUserNotificationSettingBySource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
                source: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event?: string;
                    channel?: "in-app" | "email";
                    enabled?: boolean;
                    filters?: null | {
                        [key: string]: (string | number | boolean | null)[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    }[];
                };
            };
            /** @description Error codes: JSON.Invalid, NotificationSetting.AlreadyExists, NotificationSetting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteUserNotificationSettingBySource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
                source: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        type: string;
                        source: string;
                        event: string;
                        channel: string;
                        enabled: boolean;
                        filters: {
                            [key: string]: (string | number | boolean | null)[];
                        } | null;
                    }[];
                };
            };
            /** @description Error codes: JSON.Invalid, NotificationSetting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listItemMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number": string;
                    "Item Description"?: string;
                    "Item Type"?: string;
                    "Item Unit"?: string;
                    "Item Status"?: "Active" | "Inactive";
                    "Item Partner Id"?: string | null;
                    "Item Weight"?: number | null;
                    "Item Weight Unit"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Item Type": string;
                        "Item Unit": string;
                        "Item Status": string;
                        "Item Partner Id": string | null;
                        "Item Weight": number | null;
                        "Item Weight Unit": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.AlreadyExists, ItemMaster.InvalidValue, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Item Type": string;
                        "Item Unit": string;
                        "Item Status": string;
                        "Item Partner Id": string | null;
                        "Item Weight": number | null;
                        "Item Weight Unit": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number"?: string;
                    "Item Description"?: string;
                    "Item Type"?: string;
                    "Item Unit"?: string;
                    "Item Status"?: "Active" | "Inactive";
                    "Item Partner Id"?: string | null;
                    "Item Weight"?: number | null;
                    "Item Weight Unit"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Item Type": string;
                        "Item Unit": string;
                        "Item Status": string;
                        "Item Partner Id": string | null;
                        "Item Weight": number | null;
                        "Item Weight Unit": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.AlreadyExists, ItemMaster.InvalidValue, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ItemMaster.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, ItemMaster.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ItemMaster.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listSubItemMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createSubItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Sub Item Number": string;
                    "Item Number": string;
                    "Sub Item Description"?: string | null;
                    "Sub Item Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Sub Item Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Sub Item Description": string | null;
                        "Sub Item Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, SubItemMaster.AlreadyExists, SubItemMaster.InvalidValue */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSubItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Sub Item Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Sub Item Description": string | null;
                        "Sub Item Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, SubItemMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateSubItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Sub Item Number"?: string;
                    "Item Number"?: string;
                    "Sub Item Description"?: string | null;
                    "Sub Item Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Sub Item Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Sub Item Description": string | null;
                        "Sub Item Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, SubItemMaster.AlreadyExists, SubItemMaster.InvalidValue, SubItemMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteSubItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, SubItemMaster.NotFound, SubItemMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listUnitMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createUnitMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Unit Name": string;
                    "Unit Description"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Unit Name": string;
                        "Unit Description": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.AlreadyExists, UnitMaster.InvalidValue */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getUnitMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Unit Name": string;
                        "Unit Description": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, UnitMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateUnitMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Unit Name"?: string;
                    "Unit Description"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Unit Name": string;
                        "Unit Description": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.AlreadyExists, UnitMaster.InvalidValue, UnitMaster.NotFound, UnitMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteUnitMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, UnitMaster.NotFound, UnitMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listSupplierMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createSupplierMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Supplier Number": string;
                    "Supplier Name": string;
                    "Supplier Status"?: string;
                    "Supplier Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Supplier Number": string;
                        "Supplier Name": string;
                        "Supplier Status": string;
                        "Supplier Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, SupplierMaster.AlreadyExists, SupplierMaster.InvalidValue */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSupplierMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Supplier Number": string;
                        "Supplier Name": string;
                        "Supplier Status": string;
                        "Supplier Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateSupplierMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Supplier Number"?: string;
                    "Supplier Name"?: string;
                    "Supplier Status"?: string;
                    "Supplier Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Supplier Number": string;
                        "Supplier Name": string;
                        "Supplier Status": string;
                        "Supplier Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, SupplierMaster.AlreadyExists, SupplierMaster.InvalidValue, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteSupplierMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, SupplierMaster.NotFound, SupplierMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listShipFromMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createShipFromMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ship From Number": string;
                    "Ship From Name": string;
                    "Ship From Address"?: string;
                    "Ship From Status"?: string;
                    "Supplier Number": string;
                    "Ship From Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship From Number": string;
                        "Ship From Name": string;
                        "Ship From Address": string;
                        "Ship From Status": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipFromMaster.AlreadyExists, ShipFromMaster.InvalidValue, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getShipFromMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship From Number": string;
                        "Ship From Name": string;
                        "Ship From Address": string;
                        "Ship From Status": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, ShipFromMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateShipFromMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ship From Number"?: string;
                    "Ship From Name"?: string;
                    "Ship From Address"?: string;
                    "Ship From Status"?: string;
                    "Supplier Number"?: string;
                    "Ship From Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship From Number": string;
                        "Ship From Name": string;
                        "Ship From Address": string;
                        "Ship From Status": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipFromMaster.AlreadyExists, ShipFromMaster.InvalidValue, ShipFromMaster.NotFound, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteShipFromMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, ShipFromMaster.NotFound, ShipFromMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listCustomerMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createCustomerMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Customer Number": string;
                    "Customer Name": string;
                    "Customer Status"?: string;
                    "Customer Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Customer Number": string;
                        "Customer Name": string;
                        "Customer Status": string;
                        "Customer Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.AlreadyExists, CustomerMaster.InvalidValue, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getCustomerMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Customer Number": string;
                        "Customer Name": string;
                        "Customer Status": string;
                        "Customer Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateCustomerMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Customer Number"?: string;
                    "Customer Name"?: string;
                    "Customer Status"?: string;
                    "Customer Partner Id"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Customer Number": string;
                        "Customer Name": string;
                        "Customer Status": string;
                        "Customer Partner Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.AlreadyExists, CustomerMaster.InvalidValue, CustomerMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteCustomerMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.NotFound, CustomerMaster.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listShipToMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createShipToMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ship To Number": string;
                    "Ship To Name": string;
                    "Customer Number": string;
                    "Ship To Address"?: string | null;
                    "Ship To Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship To Number": string;
                        "Ship To Name": string;
                        "Customer Id": number;
                        "Customer Number": string;
                        "Ship To Address": string | null;
                        "Ship To Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipToMaster.AlreadyExists, ShipToMaster.InvalidValue */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getShipToMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship To Number": string;
                        "Ship To Name": string;
                        "Customer Id": number;
                        "Customer Number": string;
                        "Ship To Address": string | null;
                        "Ship To Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, ShipToMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateShipToMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ship To Number"?: string;
                    "Ship To Name"?: string;
                    "Customer Number"?: string;
                    "Ship To Address"?: string | null;
                    "Ship To Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Ship To Number": string;
                        "Ship To Name": string;
                        "Customer Id": number;
                        "Customer Number": string;
                        "Ship To Address": string | null;
                        "Ship To Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomerMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipToMaster.AlreadyExists, ShipToMaster.InvalidValue, ShipToMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteShipToMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, ShipToMaster.NotFound, ShipToMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listWarehouseMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createWarehouseMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Warehouse Number": string;
                    "Warehouse Name": string;
                    "Warehouse Address"?: string | null;
                    "Warehouse Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Warehouse Address": string | null;
                        "Warehouse Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, WarehouseMaster.AlreadyExists, WarehouseMaster.InvalidValue */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getWarehouseMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Warehouse Address": string | null;
                        "Warehouse Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateWarehouseMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Warehouse Number"?: string;
                    "Warehouse Name"?: string;
                    "Warehouse Address"?: string | null;
                    "Warehouse Status"?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Warehouse Address": string | null;
                        "Warehouse Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, WarehouseMaster.AlreadyExists, WarehouseMaster.InvalidValue, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteWarehouseMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, WarehouseMaster.NotFound, WarehouseMaster.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listSupplierAllocations: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createSupplierAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number": string;
                    "Supplier Number": string;
                    "Ship From Number"?: string | null;
                    "Allocation Percent"?: number | null;
                    "Lead Time Days"?: number | null;
                    "Minimum Order Quantity"?: number | null;
                    "Order Multiple"?: number | null;
                    "Unit Price"?: number | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Id": number | null;
                        "Ship From Number": string | null;
                        "Allocation Percent": number | null;
                        "Lead Time Days": number | null;
                        "Minimum Order Quantity": number | null;
                        "Order Multiple": number | null;
                        "Unit Price": number | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipFromMaster.NotFound, SupplierAllocation.AlreadyExists, SupplierAllocation.InvalidValue, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSupplierAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Id": number | null;
                        "Ship From Number": string | null;
                        "Allocation Percent": number | null;
                        "Lead Time Days": number | null;
                        "Minimum Order Quantity": number | null;
                        "Order Multiple": number | null;
                        "Unit Price": number | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, SupplierAllocation.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateSupplierAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number"?: string;
                    "Supplier Number"?: string;
                    "Ship From Number"?: string | null;
                    "Allocation Percent"?: number | null;
                    "Lead Time Days"?: number | null;
                    "Minimum Order Quantity"?: number | null;
                    "Order Multiple"?: number | null;
                    "Unit Price"?: number | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "Supplier Id": number;
                        "Supplier Number": string;
                        "Ship From Id": number | null;
                        "Ship From Number": string | null;
                        "Allocation Percent": number | null;
                        "Lead Time Days": number | null;
                        "Minimum Order Quantity": number | null;
                        "Order Multiple": number | null;
                        "Unit Price": number | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, ShipFromMaster.NotFound, SupplierAllocation.AlreadyExists, SupplierAllocation.InvalidValue, SupplierAllocation.NotFound, SupplierMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteSupplierAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, SupplierAllocation.NotFound, SupplierAllocation.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listExternalItemMasters: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createExternalItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number": string;
                    "External Item Number": string;
                    "External System": string;
                    "External Description"?: string | null;
                    Status?: string;
                    Metadata?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "External Item Number": string;
                        "External System": string;
                        "External Description": string | null;
                        Status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ExternalItemMaster.AlreadyExists, ExternalItemMaster.InvalidValue, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getExternalItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "External Item Number": string;
                        "External System": string;
                        "External Description": string | null;
                        Status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ExternalItemMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateExternalItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number"?: string;
                    "External Item Number"?: string;
                    "External System"?: string;
                    "External Description"?: string | null;
                    Status?: string;
                    Metadata?: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "External Item Number": string;
                        "External System": string;
                        "External Description": string | null;
                        Status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ExternalItemMaster.AlreadyExists, ExternalItemMaster.InvalidValue, ExternalItemMaster.NotFound, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteExternalItemMaster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: ExternalItemMaster.NotFound, ExternalItemMaster.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listItemDistributions: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createItemDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number": string;
                    "From Warehouse Number": string;
                    "To Warehouse Number": string;
                    /** @default 0 */
                    "Transfer Lead Time Days"?: number;
                    /** @default 0 */
                    "Minimum Transfer Quantity"?: number;
                    /** @default 0 */
                    "Transfer Multiple"?: number;
                    /** @default Active */
                    "Distribution Status"?: "Active" | "Inactive";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "From Warehouse Id": number;
                        "From Warehouse Number": string;
                        "To Warehouse Id": number;
                        "To Warehouse Number": string;
                        "Transfer Lead Time Days": number;
                        "Minimum Transfer Quantity": number;
                        "Transfer Multiple": number;
                        "Distribution Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemDistribution.AlreadyExists, ItemDistribution.Cycle, ItemDistribution.InvalidValue, ItemDistribution.SameWarehouse, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "From Warehouse Id": number;
                        "From Warehouse Number": string;
                        "To Warehouse Id": number;
                        "To Warehouse Number": string;
                        "Transfer Lead Time Days": number;
                        "Minimum Transfer Quantity": number;
                        "Transfer Multiple": number;
                        "Distribution Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ItemDistribution.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateItemDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Item Number"?: string;
                    "From Warehouse Number"?: string;
                    "To Warehouse Number"?: string;
                    "Transfer Lead Time Days"?: number;
                    "Minimum Transfer Quantity"?: number;
                    "Transfer Multiple"?: number;
                    "Distribution Status"?: "Active" | "Inactive";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Id": number;
                        "Item Number": string;
                        "From Warehouse Id": number;
                        "From Warehouse Number": string;
                        "To Warehouse Id": number;
                        "To Warehouse Number": string;
                        "Transfer Lead Time Days": number;
                        "Minimum Transfer Quantity": number;
                        "Transfer Multiple": number;
                        "Distribution Status": string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemDistribution.AlreadyExists, ItemDistribution.Cycle, ItemDistribution.InvalidValue, ItemDistribution.NotFound, ItemDistribution.SameWarehouse, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ItemDistribution.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteItemDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: ItemDistribution.NotFound, ItemDistribution.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ItemDistribution.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getExternalItemMasterDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        Item: {
                            id: number;
                        } & {
                            [key: string]: unknown;
                        };
                        Metadata: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ExternalItemMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listBillOfMaterials: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createBillOfMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "BOM Number": string;
                    "Item Number": string;
                    "BOM Status"?: "Active" | "Inactive";
                    /** @description Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0) */
                    "BOM Lead Time Days"?: number;
                    /** @description Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0) */
                    "BOM Minimum Quantity"?: number;
                    /** @description Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0) */
                    "BOM Order Multiple"?: number;
                    details: ({
                        /** @description Send the id of a line to keep it */
                        id?: number | null;
                        "Component Item Number": string;
                        /** @description Positive */
                        "Component Quantity": number;
                        "Component Unit"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "BOM Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Item Description": string;
                        "BOM Status": string;
                        /** @description Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0) */
                        "BOM Lead Time Days": number;
                        /** @description Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0) */
                        "BOM Minimum Quantity": number;
                        /** @description Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0) */
                        "BOM Order Multiple": number;
                        details: {
                            id: number;
                            "Component Item Id": number;
                            "Component Item Number": string;
                            "Component Description": string;
                            "Component Quantity": number;
                            "Component Unit": string | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.ActiveExists, BillOfMaterials.AlreadyExists, BillOfMaterials.Cycle, BillOfMaterials.DuplicateComponent, BillOfMaterials.InvalidQuantity, BillOfMaterials.InvalidValue, BillOfMaterials.NoComponents, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getBillOfMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "BOM Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Item Description": string;
                        "BOM Status": string;
                        /** @description Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0) */
                        "BOM Lead Time Days": number;
                        /** @description Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0) */
                        "BOM Minimum Quantity": number;
                        /** @description Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0) */
                        "BOM Order Multiple": number;
                        details: {
                            id: number;
                            "Component Item Id": number;
                            "Component Item Number": string;
                            "Component Description": string;
                            "Component Quantity": number;
                            "Component Unit": string | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateBillOfMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "BOM Number"?: string;
                    "Item Number"?: string;
                    "BOM Status"?: "Active" | "Inactive";
                    /** @description Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0) */
                    "BOM Lead Time Days"?: number;
                    /** @description Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0) */
                    "BOM Minimum Quantity"?: number;
                    /** @description Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0) */
                    "BOM Order Multiple"?: number;
                    details?: ({
                        /** @description Send the id of a line to keep it */
                        id?: number | null;
                        "Component Item Number"?: string;
                        /** @description Positive */
                        "Component Quantity"?: number;
                        "Component Unit"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "BOM Number": string;
                        "Item Id": number;
                        "Item Number": string;
                        "Item Description": string;
                        "BOM Status": string;
                        /** @description Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0) */
                        "BOM Lead Time Days": number;
                        /** @description Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0) */
                        "BOM Minimum Quantity": number;
                        /** @description Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0) */
                        "BOM Order Multiple": number;
                        details: {
                            id: number;
                            "Component Item Id": number;
                            "Component Item Number": string;
                            "Component Description": string;
                            "Component Quantity": number;
                            "Component Unit": string | null;
                        }[];
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.ActiveExists, BillOfMaterials.AlreadyExists, BillOfMaterials.Cycle, BillOfMaterials.DuplicateComponent, BillOfMaterials.InvalidQuantity, BillOfMaterials.InvalidValue, BillOfMaterials.NoComponents, BillOfMaterials.NotFound, BillOfMaterialsDetails.NotFound, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.InvalidReference, Request.UnknownField, UnitMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteBillOfMaterial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.NotFound, BillOfMaterials.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    lookupMaster: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                master: "item" | "sub-item" | "unit" | "supplier" | "ship-from" | "customer" | "ship-to" | "warehouse" | "bom";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listCustomColumns: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createCustomColumn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of the eight supported tables of specification 2.8 */
                    table: string;
                    /** @description Unique per table; the field name of values */
                    key: string;
                    /** @description string, number, date, boolean or currency */
                    format: string;
                    alias?: string | null;
                    description?: string | null;
                    required?: boolean;
                    default_value?: unknown;
                    display_order?: number;
                    visible?: boolean;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        table: string;
                        key: string;
                        /** @description string, number, date, boolean or currency */
                        format: string;
                        alias: string | null;
                        description: string | null;
                        required: boolean;
                        default_value: unknown;
                        display_order: number;
                        visible: boolean;
                    };
                };
            };
            /** @description Error codes: CustomColumn.AlreadyExists, CustomColumn.InvalidFormat, CustomColumn.InvalidKey, CustomColumn.InvalidTable, CustomColumn.InvalidValue, JSON.Invalid, Request.Invalid, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getCustomColumn: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                /** @description A supported table name, or the integer id of one column */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        table: string;
                        key: string;
                        /** @description string, number, date, boolean or currency */
                        format: string;
                        alias: string | null;
                        description: string | null;
                        required: boolean;
                        default_value: unknown;
                        display_order: number;
                        visible: boolean;
                    } | {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidTable, CustomColumn.NotFound, JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateCustomColumn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A supported table name, or the integer id of one column */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    table?: string;
                    key?: string;
                    format?: string;
                    alias?: string | null;
                    description?: string | null;
                    required?: boolean;
                    default_value?: unknown;
                    display_order?: number;
                    visible?: boolean;
                    columns?: {
                        key: string;
                        display_order?: number;
                        visible?: boolean;
                    }[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        table: string;
                        key: string;
                        /** @description string, number, date, boolean or currency */
                        format: string;
                        alias: string | null;
                        description: string | null;
                        required: boolean;
                        default_value: unknown;
                        display_order: number;
                        visible: boolean;
                    } | {
                        id: number;
                        table: string;
                        key: string;
                        /** @description string, number, date, boolean or currency */
                        format: string;
                        alias: string | null;
                        description: string | null;
                        required: boolean;
                        default_value: unknown;
                        display_order: number;
                        visible: boolean;
                    }[];
                };
            };
            /** @description Error codes: CustomColumn.Immutable, CustomColumn.InvalidTable, CustomColumn.InvalidValue, CustomColumn.NotFound, JSON.Invalid, Request.Invalid, Request.UnknownField */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteCustomColumn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of one column */
                ref: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: CustomColumn.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getChangeTrackingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entities: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateChangeTrackingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entities: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entities: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            /** @description Error codes: ChangeTracking.UnknownEntityType, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity_type: string;
                entity_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            "Log Id": number;
                            "Entity Type": string;
                            /** @description the record's number, or its line by item number (`Line ITEM-1`) */
                            Record: string;
                            /** @description a row about one of the order's lines */
                            Line: boolean;
                            Action: string;
                            "Changed By": string | null;
                            "Changed At": string;
                            Changes: {
                                [key: string]: {
                                    old: unknown;
                                    new: unknown;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Error codes: ChangeTracking.UnknownEntityType, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Purchase Order Id"?: number | null;
                    "PO List Number": string;
                    "PO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "PO List Order Date"?: string | null;
                    "Supplier Number": string;
                    details?: ({
                        id?: number | null;
                        "PO Details Id"?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Ship From Number": string;
                        "PO Details Price"?: number | null;
                        "PO Details Quantity": number;
                        "PO Details Document Status": string;
                        "PO Details Tracking"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Order Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details ETA Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details First Promise Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Request Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Actual Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Actual Delivery Date"?: string | null;
                        "PO Details Unique Id"?: string | null;
                        "PO Details Local"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, PurchaseOrderDetails.InvalidQuantity, PurchaseOrderDetails.InvalidValue, PurchaseOrderDetails.NotFound, PurchaseOrderDetails.OrderDateAfterShip, PurchaseOrderList.AlreadyExists, Request.Invalid, Request.UnknownField, ShipFromMaster.NotFound, SubItemMaster.NotFound, SupplierMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listPurchaseOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Purchase Order Id": number;
                        "PO List Number": string | null;
                        "PO List Document Status": string | null;
                        "PO List Order Date": string | null;
                        "Supplier Number": string | null;
                        details: ({
                            id: number;
                            "PO Details Id": number;
                            "Item Number": string | null;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string | null;
                            "Ship From Number": string | null;
                            "PO Details Price": number | null;
                            "PO Details Quantity": number | null;
                            "PO Details Document Status": string | null;
                            "PO Details Tracking": string | null;
                            "PO Details Order Date": string | null;
                            "PO Details Ship Date": string | null;
                            "PO Details ETA Date": string | null;
                            "PO Details First Promise Date": string | null;
                            "PO Details Request Date": string | null;
                            "PO Details Actual Ship Date": string | null;
                            "PO Details Actual Delivery Date": string | null;
                            "PO Details Unique Id": string | null;
                            "PO Details Local": string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderList.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Purchase Order Id"?: number | null;
                    "PO List Number": string;
                    "PO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "PO List Order Date"?: string | null;
                    "Supplier Number": string;
                    details?: ({
                        id?: number | null;
                        "PO Details Id"?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Ship From Number": string;
                        "PO Details Price"?: number | null;
                        "PO Details Quantity": number;
                        "PO Details Document Status": string;
                        "PO Details Tracking"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Order Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details ETA Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details First Promise Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Request Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Actual Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "PO Details Actual Delivery Date"?: string | null;
                        "PO Details Unique Id"?: string | null;
                        "PO Details Local"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, PurchaseOrderDetails.InvalidQuantity, PurchaseOrderDetails.InvalidValue, PurchaseOrderDetails.NotFound, PurchaseOrderDetails.OrderDateAfterShip, PurchaseOrderDetails.StillInUse, PurchaseOrderList.AlreadyExists, PurchaseOrderList.NotFound, Request.Invalid, Request.UnknownField, ShipFromMaster.NotFound, SubItemMaster.NotFound, SupplierMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deletePurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, PurchaseOrderList.NotFound, PurchaseOrderList.StillInUse, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPurchaseOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "PO Details Id": number;
                        "Purchase Order Id": number;
                        "Item Number": string | null;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string | null;
                        "Ship From Number": string | null;
                        "PO Details Price": number | null;
                        "PO Details Quantity": number | null;
                        "PO Details Document Status": string | null;
                        "PO Details Tracking": string | null;
                        "PO Details Order Date": string | null;
                        "PO Details Ship Date": string | null;
                        "PO Details ETA Date": string | null;
                        "PO Details First Promise Date": string | null;
                        "PO Details Request Date": string | null;
                        "PO Details Actual Ship Date": string | null;
                        "PO Details Actual Delivery Date": string | null;
                        "PO Details Unique Id": string | null;
                        "PO Details Local": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderDetails.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deletePurchaseOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, PurchaseOrderDetails.NotFound, PurchaseOrderDetails.StillInUse, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderDetails.Busy */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: PurchaseOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPurchaseOrderItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPurchaseOrderItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    movePurchaseOrderLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    moves: {
                        /** @description id of the purchase order line */
                        id: number;
                        /** @description source PO */
                        "Old Purchase Order List Id": number;
                        /** @description target PO */
                        "New Purchase Order List Id"?: number | null;
                        /** @description number of a new PO created as the target */
                        "New Purchase Order List Number"?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        rows_updated?: number;
                        /** @enum {string} */
                        notification_type?: "Warning";
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, PurchaseOrderDetails.InvalidTarget, PurchaseOrderDetails.MultipleSources, PurchaseOrderDetails.MultipleTargets, PurchaseOrderDetails.NotFound, PurchaseOrderList.AlreadyExists, PurchaseOrderList.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listSalesOrders: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createSalesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Sales Order Id"?: number | null;
                    "SO List Number": string;
                    "SO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "SO List Order Date"?: string | null;
                    "Customer Number": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Ship To Number": string;
                        "SO Details Price"?: number | null;
                        "SO Details Quantity": number;
                        "SO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "SO Details Order Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "SO Details Ship Date"?: string | null;
                        "SO Details Tracking"?: string | null;
                        "SO Details Unique Id"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, CustomerMaster.NotFound, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SalesOrderDetails.InvalidQuantity, SalesOrderDetails.InvalidValue, SalesOrderDetails.NotFound, SalesOrderDetails.OrderDateAfterShip, SalesOrderList.AlreadyExists, ShipToMaster.NotFound, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listSalesOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSalesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Sales Order Id": number;
                        "SO List Number": string | null;
                        "SO List Document Status": string | null;
                        "SO List Order Date": string | null;
                        "Customer Number": string | null;
                        details: ({
                            id: number;
                            "Item Number": string | null;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string | null;
                            "Ship To Number": string | null;
                            "SO Details Price": number | null;
                            "SO Details Quantity": number | null;
                            "SO Details Document Status": string | null;
                            "SO Details Order Date": string | null;
                            "SO Details Ship Date": string | null;
                            "SO Details Tracking": string | null;
                            "SO Details Unique Id": string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, SalesOrderList.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateSalesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Sales Order Id"?: number | null;
                    "SO List Number": string;
                    "SO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "SO List Order Date"?: string | null;
                    "Customer Number": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Ship To Number": string;
                        "SO Details Price"?: number | null;
                        "SO Details Quantity": number;
                        "SO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "SO Details Order Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "SO Details Ship Date"?: string | null;
                        "SO Details Tracking"?: string | null;
                        "SO Details Unique Id"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, CustomerMaster.NotFound, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SalesOrderDetails.InvalidQuantity, SalesOrderDetails.InvalidValue, SalesOrderDetails.NotFound, SalesOrderDetails.OrderDateAfterShip, SalesOrderDetails.StillInUse, SalesOrderList.AlreadyExists, SalesOrderList.NotFound, ShipToMaster.NotFound, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: SalesOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteSalesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, SalesOrderList.NotFound, SalesOrderList.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: SalesOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSalesOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Sales Order Id": number;
                        "Item Number": string | null;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string | null;
                        "Ship To Number": string | null;
                        "SO Details Price": number | null;
                        "SO Details Quantity": number | null;
                        "SO Details Document Status": string | null;
                        "SO Details Order Date": string | null;
                        "SO Details Ship Date": string | null;
                        "SO Details Tracking": string | null;
                        "SO Details Unique Id": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, SalesOrderDetails.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteSalesOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, SalesOrderDetails.NotFound, SalesOrderDetails.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: SalesOrderDetails.Busy */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: SalesOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSalesOrderItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getSalesOrderItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listManufacturingOrders: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createManufacturingOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Manufacturing Order Id"?: number | null;
                    "MO List Number": string;
                    "MO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "MO List Order Date"?: string | null;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "BOM Number"?: string | null;
                        "MO Details Quantity": number;
                        "MO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "MO Details Start Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "MO Details Due Date"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.NotFound, CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, ManufacturingOrderDetails.InvalidQuantity, ManufacturingOrderDetails.NotFound, ManufacturingOrderDetails.StartAfterDue, ManufacturingOrderList.AlreadyExists, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listManufacturingOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getManufacturingOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Manufacturing Order Id": number;
                        "MO List Number": string | null;
                        "MO List Document Status": string | null;
                        "MO List Order Date": string | null;
                        details: ({
                            id: number;
                            "Item Number": string | null;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string | null;
                            "BOM Number": string | null;
                            "MO Details Quantity": number | null;
                            "MO Details Document Status": string | null;
                            "MO Details Start Date": string | null;
                            "MO Details Due Date": string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderList.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateManufacturingOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Manufacturing Order Id"?: number | null;
                    "MO List Number": string;
                    "MO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "MO List Order Date"?: string | null;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "BOM Number"?: string | null;
                        "MO Details Quantity": number;
                        "MO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "MO Details Start Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "MO Details Due Date"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.NotFound, CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, ManufacturingOrderDetails.InvalidQuantity, ManufacturingOrderDetails.NotFound, ManufacturingOrderDetails.StartAfterDue, ManufacturingOrderDetails.StillInUse, ManufacturingOrderList.AlreadyExists, ManufacturingOrderList.NotFound, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteManufacturingOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, ManufacturingOrderList.NotFound, ManufacturingOrderList.StillInUse, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getManufacturingOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Manufacturing Order Id": number;
                        "Item Number": string | null;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string | null;
                        "BOM Number": string | null;
                        "MO Details Quantity": number | null;
                        "MO Details Document Status": string | null;
                        "MO Details Start Date": string | null;
                        "MO Details Due Date": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderDetails.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteManufacturingOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, ManufacturingOrderDetails.NotFound, ManufacturingOrderDetails.StillInUse, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderDetails.Busy */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getManufacturingOrderItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getManufacturingOrderItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listTransferOrders: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createTransferOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Transfer Order Id"?: number | null;
                    "TO List Number": string;
                    "TO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "TO List Order Date"?: string | null;
                    "From Warehouse Number": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "TO Details Quantity": number;
                        "TO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "TO Details Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "TO Details Receipt Date"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, TransferOrderDetails.InvalidValue, TransferOrderDetails.NotFound, TransferOrderDetails.ShipDateAfterReceipt, TransferOrderList.AlreadyExists, TransferOrderList.SameWarehouse, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listTransferOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getTransferOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Transfer Order Id": number;
                        "TO List Number": string | null;
                        "TO List Document Status": string | null;
                        "TO List Order Date": string | null;
                        "From Warehouse Number": string | null;
                        details: ({
                            id: number;
                            "Item Number": string | null;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string | null;
                            "TO Details Quantity": number | null;
                            "TO Details Document Status": string | null;
                            "TO Details Ship Date": string | null;
                            "TO Details Receipt Date": string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, TransferOrderList.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateTransferOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Transfer Order Id"?: number | null;
                    "TO List Number": string;
                    "TO List Document Status": string;
                    /** @description YYYY-MM-DD */
                    "TO List Order Date"?: string | null;
                    "From Warehouse Number": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "TO Details Quantity": number;
                        "TO Details Document Status": string;
                        /** @description YYYY-MM-DD */
                        "TO Details Ship Date"?: string | null;
                        /** @description YYYY-MM-DD */
                        "TO Details Receipt Date"?: string | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, TransferOrderDetails.InvalidValue, TransferOrderDetails.NotFound, TransferOrderDetails.ShipDateAfterReceipt, TransferOrderDetails.StillInUse, TransferOrderList.AlreadyExists, TransferOrderList.NotFound, TransferOrderList.SameWarehouse, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: TransferOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteTransferOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, TransferOrderList.NotFound, TransferOrderList.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: TransferOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getTransferOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Transfer Order Id": number;
                        "Item Number": string | null;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string | null;
                        "TO Details Quantity": number | null;
                        "TO Details Document Status": string | null;
                        "TO Details Ship Date": string | null;
                        "TO Details Receipt Date": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, TransferOrderDetails.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteTransferOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, TransferOrderDetails.NotFound, TransferOrderDetails.StillInUse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: TransferOrderDetails.Busy */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: TransferOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getTransferOrderItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getTransferOrderItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    moveTransferOrderLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    moves: {
                        /** @description id of the transfer order line */
                        id: number;
                        /** @description source TO */
                        "Old Transfer Order List Id": number;
                        /** @description target TO */
                        "New Transfer Order List Id"?: number | null;
                        /** @description number of a new TO created as the target */
                        "New Transfer Order List Number"?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        rows_updated?: number;
                        /** @enum {string} */
                        notification_type?: "Warning";
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, Request.Invalid, TransferOrderDetails.InvalidTarget, TransferOrderDetails.MultipleSources, TransferOrderDetails.MultipleTargets, TransferOrderDetails.NotFound, TransferOrderList.AlreadyExists, TransferOrderList.NotFound, TransferOrderList.SameWarehouse */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listForecasts: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createForecast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Forecast Id"?: number | null;
                    "Forecast List Number": string;
                    "Forecast List Name"?: string | null;
                    "Forecast List Status": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Customer Number"?: string | null;
                        /** @description YYYY-MM-DD */
                        "Forecast Details Date"?: string | null;
                        "Forecast Details Quantity": number;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, CustomerMaster.NotFound, ForecastDetails.InvalidQuantity, ForecastDetails.NotFound, ForecastList.AlreadyExists, Forecasting.ReservedStatus, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listForecastDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Forecast Id": number;
                        "Forecast List Number": string | null;
                        "Forecast List Name": string | null;
                        "Forecast List Status": string | null;
                        details: ({
                            id: number;
                            "Item Number": string | null;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string | null;
                            "Customer Number": string | null;
                            "Forecast Details Date": string | null;
                            "Forecast Details Quantity": number | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ForecastList.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Forecast Id"?: number | null;
                    "Forecast List Number": string;
                    "Forecast List Name"?: string | null;
                    "Forecast List Status": string;
                    details?: ({
                        id?: number | null;
                        "Item Number": string;
                        "Sub Item Number"?: string | null;
                        "Warehouse Number": string;
                        "Customer Number"?: string | null;
                        /** @description YYYY-MM-DD */
                        "Forecast Details Date"?: string | null;
                        "Forecast Details Quantity": number;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, CustomerMaster.NotFound, ForecastDetails.InvalidQuantity, ForecastDetails.NotFound, ForecastDetails.StillInUse, ForecastList.AlreadyExists, ForecastList.NotFound, Forecasting.ReservedStatus, ItemMaster.NotFound, JSON.Invalid, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ForecastList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: ForecastList.NotFound, ForecastList.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ForecastList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getForecastDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Forecast Id": number;
                        "Item Number": string | null;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string | null;
                        "Customer Number": string | null;
                        "Forecast Details Date": string | null;
                        "Forecast Details Quantity": number | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: ForecastDetails.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteForecastDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: "Success" | "Warning";
                        /** @description id of the created or updated order (not when queued) */
                        id?: number;
                    };
                };
            };
            /** @description Error codes: ForecastDetails.NotFound, ForecastDetails.StillInUse, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ForecastDetails.Busy */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ForecastList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getForecastItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getForecastItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        tags: {
                            [key: string]: number;
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getNumbering: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Purchase: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Sales: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Manufacturing: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Transfer: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Forecast: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateNumbering: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Purchase?: {
                        Prefix?: string;
                        Digits?: number;
                        Next?: number;
                    };
                    Sales?: {
                        Prefix?: string;
                        Digits?: number;
                        Next?: number;
                    };
                    Manufacturing?: {
                        Prefix?: string;
                        Digits?: number;
                        Next?: number;
                    };
                    Transfer?: {
                        Prefix?: string;
                        Digits?: number;
                        Next?: number;
                    };
                    Forecast?: {
                        Prefix?: string;
                        Digits?: number;
                        Next?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Purchase: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Sales: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Manufacturing: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Transfer: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                        Forecast: {
                            Prefix: string;
                            Digits: number;
                            Next: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Numbering.InvalidValue, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getNextNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "Purchase" | "Sales" | "Manufacturing" | "Transfer" | "Forecast";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Number: string;
                    };
                };
            };
            /** @description Error codes: Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listInventory: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createInventory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Also custom-column values of table Inventory */
        requestBody: {
            content: {
                "application/json": {
                    "Item Number": string;
                    "Sub Item Number"?: string | null;
                    "Warehouse Number": string;
                    /** @description Quantity on hand */
                    "Inventory Quantity": number;
                    "Inventory Safety Stock"?: number | null;
                    "Inventory Date"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Inventory Quantity": number;
                        "Inventory Safety Stock": number | null;
                        "Inventory Date": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, Inventory.AlreadyExists, Inventory.InvalidValue, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getInventoryItem: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getInventoryItemInWarehouse: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getInventory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Inventory Quantity": number;
                        "Inventory Safety Stock": number | null;
                        "Inventory Date": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: Inventory.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateInventory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Also custom-column values of table Inventory */
        requestBody: {
            content: {
                "application/json": {
                    "Item Number"?: string;
                    "Sub Item Number"?: string | null;
                    "Warehouse Number"?: string;
                    /** @description Quantity on hand */
                    "Inventory Quantity"?: number;
                    "Inventory Safety Stock"?: number | null;
                    "Inventory Date"?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Item Number": string;
                        "Item Description": string;
                        "Sub Item Number": string | null;
                        "Warehouse Number": string;
                        "Warehouse Name": string;
                        "Inventory Quantity": number;
                        "Inventory Safety Stock": number | null;
                        "Inventory Date": string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error codes: CustomColumn.InvalidValue, CustomColumn.Required, Inventory.AlreadyExists, Inventory.InvalidValue, Inventory.NotFound, ItemMaster.NotFound, JSON.Invalid, Request.Invalid, Request.UnknownField, SubItemMaster.NotFound, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteInventory: {
        parameters: {
            query?: {
                /** @description Delete all of this item's records across warehouses instead */
                item?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        rows_deleted: number;
                    };
                };
            };
            /** @description Error codes: Inventory.NotFound, ItemMaster.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listAsns: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createAsn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique */
                    "ASN Number": string;
                    /** @description The purchase order line this ASN announces */
                    "PO Details Id": number;
                    "ASN Quantity": number;
                    "ASN Ship Date"?: string | null;
                    "ASN ETA Date"?: string | null;
                    "ASN Tracking"?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "ASN Number": string;
                        "PO Details Id": number;
                        "PO List Number": string;
                        "Item Number": string;
                        "ASN Quantity": number;
                        "ASN Ship Date": string | null;
                        "ASN ETA Date": string | null;
                        "ASN Tracking": string | null;
                    };
                };
            };
            /** @description Error codes: ASN.AlreadyExists, ASN.EtaBeforeShip, JSON.Invalid, PurchaseOrderDetails.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getAsn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "ASN Number": string;
                        "PO Details Id": number;
                        "PO List Number": string;
                        "Item Number": string;
                        "ASN Quantity": number;
                        "ASN Ship Date": string | null;
                        "ASN ETA Date": string | null;
                        "ASN Tracking": string | null;
                    };
                };
            };
            /** @description Error codes: ASN.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateAsn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique */
                    "ASN Number"?: string;
                    /** @description The purchase order line this ASN announces */
                    "PO Details Id"?: number;
                    "ASN Quantity"?: number;
                    "ASN Ship Date"?: string | null;
                    "ASN ETA Date"?: string | null;
                    "ASN Tracking"?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "ASN Number": string;
                        "PO Details Id": number;
                        "PO List Number": string;
                        "Item Number": string;
                        "ASN Quantity": number;
                        "ASN Ship Date": string | null;
                        "ASN ETA Date": string | null;
                        "ASN Tracking": string | null;
                    };
                };
            };
            /** @description Error codes: ASN.AlreadyExists, ASN.EtaBeforeShip, ASN.NotFound, JSON.Invalid, PurchaseOrderDetails.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteAsn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: ASN.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listIntegrationRuns: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createIntegrationRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Name of the integration that runs */
                    source: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        Source: string;
                        /** @description Running, Completed or Failed */
                        "Integration Status": string;
                        "Started At": string;
                        "Started By": string | null;
                        "Finished At": string | null;
                        "Expires At": string | null;
                        "Integration Message": string | null;
                        "Queued Operations": number;
                        "Failed Operations": number;
                    };
                };
            };
            /** @description Error codes: IntegrationRun.AlreadyRunning, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getIntegrationRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        Source: string;
                        /** @description Running, Completed or Failed */
                        "Integration Status": string;
                        "Started At": string;
                        "Started By": string | null;
                        "Finished At": string | null;
                        "Expires At": string | null;
                        "Integration Message": string | null;
                        "Queued Operations": number;
                        "Failed Operations": number;
                    };
                };
            };
            /** @description Error codes: IntegrationRun.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateIntegrationRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Integration Status": "Completed" | "Failed";
                    "Integration Message"?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        Source: string;
                        /** @description Running, Completed or Failed */
                        "Integration Status": string;
                        "Started At": string;
                        "Started By": string | null;
                        "Finished At": string | null;
                        "Expires At": string | null;
                        "Integration Message": string | null;
                        "Queued Operations": number;
                        "Failed Operations": number;
                    };
                };
            };
            /** @description Error codes: IntegrationRun.NotFound, IntegrationRun.NotRunning, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listQueuedOperations: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getQueuedOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        Operation: string;
                        /** @description Queued, Applied or Failed */
                        Status: string;
                        "Accepted At": string;
                        "Applied At": string | null;
                        "Error Code": string | null;
                        "Error Message": string | null;
                        Author: string | null;
                        "Run Id": number | null;
                    };
                };
            };
            /** @description Error codes: QueuedOperation.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    read: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description Module, e.g. Procurement, Demand, Inventory */
                        Type: string;
                        Source: string;
                        Event: string;
                        Message: string;
                        "Entity Id": string | null;
                        Read: boolean;
                        "Created At": string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Notification.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listIssueTrackerTickets: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createIssueTrackerTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ticket Title": string;
                    "Ticket Status"?: "Open" | "In Progress" | "Closed";
                    "Ticket Priority"?: null | string;
                    Assignee?: null | string;
                    "Entity Type"?: null | string;
                    "Entity Id"?: null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        "Ticket Title": string;
                        "Ticket Status": string;
                        "Ticket Priority": null | string;
                        Assignee: null | string;
                        "Entity Type": null | string;
                        "Entity Id": null | string;
                        "Created By": null | string;
                        "Created At": string;
                        "Updated At": string;
                        notes: {
                            id: string;
                            "Ticket Id": string;
                            Content: string;
                            "Author Email": string;
                            "Created At": string;
                            "Updated At": string;
                        }[];
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getIssueTrackerTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        "Ticket Title": string;
                        "Ticket Status": string;
                        "Ticket Priority": null | string;
                        Assignee: null | string;
                        "Entity Type": null | string;
                        "Entity Id": null | string;
                        "Created By": null | string;
                        "Created At": string;
                        "Updated At": string;
                        notes: {
                            id: string;
                            "Ticket Id": string;
                            Content: string;
                            "Author Email": string;
                            "Created At": string;
                            "Updated At": string;
                        }[];
                    };
                };
            };
            /** @description Error codes: IssueTrackerTicket.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateIssueTrackerTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ticket Title"?: string;
                    "Ticket Status"?: "Open" | "In Progress" | "Closed";
                    "Ticket Priority"?: null | string;
                    Assignee?: null | string;
                    "Entity Type"?: null | string;
                    "Entity Id"?: null | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        "Ticket Title": string;
                        "Ticket Status": string;
                        "Ticket Priority": null | string;
                        Assignee: null | string;
                        "Entity Type": null | string;
                        "Entity Id": null | string;
                        "Created By": null | string;
                        "Created At": string;
                        "Updated At": string;
                        notes: {
                            id: string;
                            "Ticket Id": string;
                            Content: string;
                            "Author Email": string;
                            "Created At": string;
                            "Updated At": string;
                        }[];
                    };
                };
            };
            /** @description Error codes: IssueTrackerTicket.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteIssueTrackerTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: IssueTrackerTicket.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createIssueTrackerNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Ticket Id": string;
                    Content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        "Ticket Id": string;
                        Content: string;
                        "Author Email": string;
                        "Created At": string;
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: IssueTrackerTicket.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateIssueTrackerNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        "Ticket Id": string;
                        Content: string;
                        "Author Email": string;
                        "Created At": string;
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: IssueTrackerNote.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteIssueTrackerNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: IssueTrackerNote.NotFound, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPlanningSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Keep the last full run's plan current after every write (default true) */
                        "Net Change": boolean;
                        /** @description Quiet time after a write before the replan (writes meanwhile coalesce); default 200 */
                        "Net Change Delay Ms": number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updatePlanningSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Keep the last full run's plan current after every write (default true) */
                    "Net Change"?: boolean;
                    /** @description Quiet time after a write before the replan (writes meanwhile coalesce); default 200 */
                    "Net Change Delay Ms"?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Keep the last full run's plan current after every write (default true) */
                        "Net Change": boolean;
                        /** @description Quiet time after a write before the replan (writes meanwhile coalesce); default 200 */
                        "Net Change Delay Ms": number;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Planning.InvalidSettings, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    runPlanning: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD; default today (UTC)
                     */
                    "Plan Date"?: string;
                    /** @description Days planned; default 365 */
                    "Horizon Days"?: number;
                    /** @description A firm receipt needed more than this many days after its date gets Reschedule Out; default 7 */
                    "Reschedule Tolerance Days"?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Plan Run Id": number;
                        /** Format: date */
                        "Plan Date": string;
                        "Horizon Days": number;
                        "SKUs Planned": number;
                        "Planned Purchase Lines": number;
                        "Planned Manufacturing Lines": number;
                        "Planned Transfer Lines": number;
                        Exceptions: number;
                        "Duration Ms": number;
                        /** @description Warning: an integration run locks procurement, so the Suggested POs were queued */
                        notification_type: "Success" | "Warning";
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Planning.InvalidParameters, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Planning.AlreadyRunning */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listPlanningRuns: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getPlanningRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Plan Run Id": number;
                        Kind: "Full" | "Net Change";
                        "SKUs Replanned": number | null;
                        "Plan Date": string;
                        "Horizon Days": number;
                        "SKUs Planned": number;
                        "Planned Purchase Lines": number;
                        "Planned Manufacturing Lines": number;
                        "Planned Transfer Lines": number;
                        Exceptions: number;
                        /** @description From the start of loading to the end of writing */
                        "Duration Ms": number;
                        "Load Ms": number;
                        "Compute Ms": number;
                        "Write Ms": number;
                        notification_type: string;
                        "Started By": string | null;
                        "Started At": string;
                        "Finished At": string;
                    };
                };
            };
            /** @description Error codes: PlanRun.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Item Id": number;
                        "Item Number": string;
                        "Plan Run Id": number | null;
                        "Plan Date": string | null;
                        skus: {
                            "Sub Item Number": string | null;
                            "Warehouse Id": number;
                            "Warehouse Number": string;
                            Source: "Make" | "Buy" | "Transfer" | "None";
                            "On Hand": number;
                            "Safety Stock": number;
                            days: {
                                /** Format: date */
                                Date: string;
                                "Sales Demand": number;
                                "Forecast Demand": number;
                                "Dependent Demand": number;
                                "Transfer Demand": number;
                                "Scheduled Receipts": number;
                                "Planned Receipts": number;
                                /** @description After the day, planned receipts included */
                                Balance: number;
                            }[];
                            exceptions: {
                                "Exception Type": "Late" | "Stockout" | "No Source" | "Excess" | "Reschedule In" | "Reschedule Out" | "Cancel";
                                /** Format: date */
                                "Exception Date": string;
                                "Exception Quantity": number;
                                "Order Number": string | null;
                                Message: string;
                            }[];
                            pegging: {
                                "Order Number": string;
                                "Order Type": "Purchase" | "Manufacturing" | "Transfer";
                                /** Format: date */
                                "Receipt Date": string;
                                "Pegged Quantity": number;
                                "Demand Type": "Safety Stock" | "Sales Order" | "Forecast" | "Dependent" | "Transfer";
                                "Demand Number": string | null;
                                "Demand Date": string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemPlanInWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Item Id": number;
                        "Item Number": string;
                        "Plan Run Id": number | null;
                        "Plan Date": string | null;
                        skus: {
                            "Sub Item Number": string | null;
                            "Warehouse Id": number;
                            "Warehouse Number": string;
                            Source: "Make" | "Buy" | "Transfer" | "None";
                            "On Hand": number;
                            "Safety Stock": number;
                            days: {
                                /** Format: date */
                                Date: string;
                                "Sales Demand": number;
                                "Forecast Demand": number;
                                "Dependent Demand": number;
                                "Transfer Demand": number;
                                "Scheduled Receipts": number;
                                "Planned Receipts": number;
                                /** @description After the day, planned receipts included */
                                Balance: number;
                            }[];
                            exceptions: {
                                "Exception Type": "Late" | "Stockout" | "No Source" | "Excess" | "Reschedule In" | "Reschedule Out" | "Cancel";
                                /** Format: date */
                                "Exception Date": string;
                                "Exception Quantity": number;
                                "Order Number": string | null;
                                Message: string;
                            }[];
                            pegging: {
                                "Order Number": string;
                                "Order Type": "Purchase" | "Manufacturing" | "Transfer";
                                /** Format: date */
                                "Receipt Date": string;
                                "Pegged Quantity": number;
                                "Demand Type": "Safety Stock" | "Sales Order" | "Forecast" | "Dependent" | "Transfer";
                                "Demand Number": string | null;
                                "Demand Date": string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, Request.Invalid, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    firmSuggestedOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Orders: {
                        "Order Type": "Purchase" | "Manufacturing" | "Transfer";
                        id: number;
                        Lines?: ({
                            id: number;
                            Quantity?: number;
                        } & {
                            [key: string]: string | null;
                        })[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        notification_type: string;
                        Orders: {
                            "Order Type": string;
                            id: number;
                            "Old Number": string;
                            Number: string;
                        }[];
                    };
                };
            };
            /** @description Error codes: BillOfMaterials.NotFound, CustomColumn.InvalidValue, CustomColumn.Required, ItemMaster.NotFound, JSON.Invalid, ManufacturingOrderDetails.InvalidQuantity, ManufacturingOrderDetails.NotFound, ManufacturingOrderDetails.StartAfterDue, ManufacturingOrderDetails.StillInUse, ManufacturingOrderList.AlreadyExists, ManufacturingOrderList.NotFound, OrderDetails.DuplicateRows, OrderList.MultipleWarehouses, OrderList.NoItems, Planning.InvalidFirm, Planning.NotSuggested, PurchaseOrderDetails.InvalidQuantity, PurchaseOrderDetails.InvalidValue, PurchaseOrderDetails.NotFound, PurchaseOrderDetails.OrderDateAfterShip, PurchaseOrderDetails.StillInUse, PurchaseOrderList.AlreadyExists, PurchaseOrderList.NotFound, Request.Invalid, Request.UnknownField, ShipFromMaster.NotFound, SubItemMaster.NotFound, SupplierMaster.NotFound, TransferOrderDetails.InvalidValue, TransferOrderDetails.NotFound, TransferOrderDetails.ShipDateAfterReceipt, TransferOrderDetails.StillInUse, TransferOrderList.AlreadyExists, TransferOrderList.NotFound, TransferOrderList.SameWarehouse, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: ManufacturingOrderList.Conflict, PurchaseOrderList.Conflict, TransferOrderList.Conflict */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listFirmingRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Purchase: {
                            /** @description The privilege firming this order type needs, e.g. Procurement / Edit */
                            Privilege: string;
                            /** @description The names of the roles holding it, by name */
                            Roles: string[];
                        };
                        Manufacturing: {
                            /** @description The privilege firming this order type needs, e.g. Procurement / Edit */
                            Privilege: string;
                            /** @description The names of the roles holding it, by name */
                            Roles: string[];
                        };
                        Transfer: {
                            /** @description The privilege firming this order type needs, e.g. Procurement / Edit */
                            Privilege: string;
                            /** @description The names of the roles holding it, by name */
                            Roles: string[];
                        };
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listScenarioAnalysis: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createScenarioAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Scenario Name": string;
                    "Scenario Description"?: string | null;
                    /** @description Draft, Active, Archived (else 400 Scenario.InvalidStatus); default Draft */
                    "Scenario Status"?: string;
                    /** @description List of adjustments (planning.md part 4): {"type": "Demand Change" | "Supplier Delay" | "Safety Stock Change" | "Cancel Order" | "Add Order", …}. A malformed one, one naming something that does not exist, or an Add Order whose Order fails its order type's create rules is 400 Scenario.InvalidAdjustment naming its index; nothing is stored. */
                    "Scenario Adjustments"?: unknown;
                    /** @description YYYY-MM-DD or null; absent: the last run's (no run: today). Bad: 400 Planning.InvalidParameters */
                    "Plan Date"?: unknown;
                    /** @description 1…1095 or null; absent: the last run's (no run: 365). Bad: 400 Planning.InvalidParameters */
                    "Horizon Days"?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Scenario Name": string;
                        "Scenario Description": string | null;
                        /** @description Draft, Active, Archived */
                        "Scenario Status": string;
                        "Scenario Adjustments": unknown[];
                        "Plan Date": string | null;
                        "Horizon Days": number | null;
                        "Created By": string | null;
                        /** @description ISO 8601 timestamp */
                        "Created At": string;
                        /** @description ISO 8601 timestamp */
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Planning.InvalidParameters, Request.Invalid, Scenario.InvalidAdjustment, Scenario.InvalidStatus */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Scenario Name": string;
                        "Scenario Description": string | null;
                        /** @description Draft, Active, Archived */
                        "Scenario Status": string;
                        "Scenario Adjustments": unknown[];
                        "Plan Date": string | null;
                        "Horizon Days": number | null;
                        "Created By": string | null;
                        /** @description ISO 8601 timestamp */
                        "Created At": string;
                        /** @description ISO 8601 timestamp */
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateScenarioAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "Scenario Name"?: string;
                    "Scenario Description"?: string | null;
                    /** @description Draft, Active, Archived (else 400 Scenario.InvalidStatus); default Draft */
                    "Scenario Status"?: string;
                    /** @description List of adjustments (planning.md part 4): {"type": "Demand Change" | "Supplier Delay" | "Safety Stock Change" | "Cancel Order" | "Add Order", …}. A malformed one, one naming something that does not exist, or an Add Order whose Order fails its order type's create rules is 400 Scenario.InvalidAdjustment naming its index; nothing is stored. */
                    "Scenario Adjustments"?: unknown;
                    /** @description YYYY-MM-DD or null; absent: the last run's (no run: today). Bad: 400 Planning.InvalidParameters */
                    "Plan Date"?: unknown;
                    /** @description 1…1095 or null; absent: the last run's (no run: 365). Bad: 400 Planning.InvalidParameters */
                    "Horizon Days"?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Scenario Name": string;
                        "Scenario Description": string | null;
                        /** @description Draft, Active, Archived */
                        "Scenario Status": string;
                        "Scenario Adjustments": unknown[];
                        "Plan Date": string | null;
                        "Horizon Days": number | null;
                        "Created By": string | null;
                        /** @description ISO 8601 timestamp */
                        "Created At": string;
                        /** @description ISO 8601 timestamp */
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Planning.InvalidParameters, Request.Invalid, Scenario.InvalidAdjustment, Scenario.InvalidStatus, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteScenarioAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioComparison: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description SKUs in either plan */
                        "SKUs Compared": number;
                        /** @description SKUs with any figure changed (Changed in the comparison) */
                        "SKUs Changed": number;
                        /** @description Distinct items of the changed SKUs */
                        "Items Changed": number;
                        "Base Suggested Spend": number;
                        "Scenario Suggested Spend": number;
                        /** @description Scenario − base */
                        "Suggested Spend Difference": number;
                        "Base Late Orders": number;
                        "Scenario Late Orders": number;
                        /** @description Scenario − base */
                        "Late Orders Difference": number;
                        "Base Stockout Days": number;
                        "Scenario Stockout Days": number;
                        /** @description Scenario − base */
                        "Stockout Days Difference": number;
                        "Base Planned Receipts": number;
                        "Scenario Planned Receipts": number;
                        /** @description Scenario − base */
                        "Planned Receipts Difference": number;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioItemPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                item_number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        "Plan Date": string;
                        "Horizon Days": number;
                        skus: {
                            "Item Number": string;
                            "Sub Item Number": string | null;
                            "Warehouse Number": string;
                            "Base Safety Stock": number;
                            "Scenario Safety Stock": number;
                            /** @description Days on which something happens; the balance holds until the next */
                            Base: {
                                /** Format: date */
                                Date: string;
                                Balance: number;
                            }[];
                            Scenario: {
                                /** Format: date */
                                Date: string;
                                Balance: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioPurchaseOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioSalesOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioManufacturingOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioForecastDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioForecastOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getScenarioTransferOrderDetails: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                scenario_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Scenario.NotActive, Scenario.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    runForecasting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD; default today (UTC)
                     */
                    "As Of"?: string;
                    /** @description Default 36 */
                    "History Months"?: number;
                    /** @description Default 12 */
                    "Horizon Months"?: number;
                    /** @description Default Auto */
                    Method?: "Auto" | "Moving Average" | "Simple Exponential Smoothing" | "Damped Trend" | "Holt-Winters" | "Croston";
                    /** @description Default: every item */
                    "Item Numbers"?: string[];
                    /** @description Default: every warehouse */
                    "Warehouse Numbers"?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Forecast Run Id": number;
                        /** Format: date */
                        "As Of": string;
                        "SKUs Forecast": number;
                        /** @description Method → SKUs forecast with it */
                        Methods: {
                            [key: string]: number;
                        };
                        "Duration Ms": number;
                    };
                };
            };
            /** @description Error codes: Forecasting.InvalidParameters, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Forecasting.AlreadyRunning */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listForecastingRuns: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getForecastingRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Forecast Run Id": number;
                        /** Format: date */
                        "As Of": string;
                        "SKUs Forecast": number;
                        /** @description Method → SKUs forecast with it */
                        Methods: {
                            [key: string]: number;
                        };
                        /** @description The run parameters, defaults filled in */
                        Parameters: {
                            [key: string]: unknown;
                        };
                        "Duration Ms": number;
                        "Created By": string | null;
                        "Created At": string;
                    };
                };
            };
            /** @description Error codes: Forecasting.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemForecast: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Item Id": number;
                        "Item Number": string;
                        skus: {
                            "Sub Item Number": string | null;
                            "Warehouse Id": number;
                            "Warehouse Number": string;
                            "Forecast Run Id": number;
                            /** Format: date */
                            "As Of": string;
                            "Demand Pattern": string;
                            Method: string;
                            Parameters: string;
                            "Holdout MAE": number | null;
                            "Holdout WAPE": number | null;
                            Bias: number | null;
                            /** @description From the first month with a sale to the month before As Of */
                            history: {
                                Month: string;
                                Quantity: number;
                            }[];
                            /** @description The chosen method's forecasts for the last months of the history, fitted without them */
                            holdout: {
                                Month: string;
                                Actual: number;
                                Forecast: number;
                            }[];
                            /** @description The month of As Of dated As Of, then the first day of each following month */
                            forecast: {
                                /** Format: date */
                                Date: string;
                                Quantity: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getItemForecastInWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                item_id: number;
                warehouse_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        "Item Id": number;
                        "Item Number": string;
                        skus: {
                            "Sub Item Number": string | null;
                            "Warehouse Id": number;
                            "Warehouse Number": string;
                            "Forecast Run Id": number;
                            /** Format: date */
                            "As Of": string;
                            "Demand Pattern": string;
                            Method: string;
                            Parameters: string;
                            "Holdout MAE": number | null;
                            "Holdout WAPE": number | null;
                            Bias: number | null;
                            /** @description From the first month with a sale to the month before As Of */
                            history: {
                                Month: string;
                                Quantity: number;
                            }[];
                            /** @description The chosen method's forecasts for the last months of the history, fitted without them */
                            holdout: {
                                Month: string;
                                Actual: number;
                                Forecast: number;
                            }[];
                            /** @description The month of As Of dated As Of, then the first day of each following month */
                            forecast: {
                                /** Format: date */
                                Date: string;
                                Quantity: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error codes: ItemMaster.NotFound, Request.Invalid, WarehouseMaster.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        views: string[];
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getView: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                view_name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number | string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, View.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    exportData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    view_name: string;
                    /** @description As the list endpoints: column key → array of values or {"from", "to"} (object or its JSON text) */
                    filters?: {
                        [key: string]: unknown;
                    } | string | null;
                    /** @description {"key": column key, "type": "Ascending" | "Descending"} */
                    sort?: {
                        [key: string]: unknown;
                    } | string | null;
                    /** @description As the list endpoints' search: case-insensitive text matched against the row's text columns */
                    search?: string;
                    index?: {
                        /** @description Rows to export (default: all) */
                        limit?: number;
                        /** @description Rows to skip first (default 0) */
                        offset?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The XLSX workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Error codes: CouldNotConstructExportData, ExcelExportWithoutExtra, JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                last_event_id?: string;
            };
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless text/event-stream (see the description for the message format) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Error codes: Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http:// or https:// URL */
                    "Webhook Url": string;
                    "Webhook Events": {
                        /** @description Module (privilege type) such as Procurement, or * for any */
                        type: string;
                        /** @description Entity such as PurchaseOrderList, or * for any */
                        source: string;
                        /** @description Created, Updated, Deleted, StatusChange, …, or * */
                        event: string;
                    }[];
                    /** @description Signing secret (write-only: answers show it masked) */
                    "Webhook Secret": string;
                    /** @description Paused stops deliveries (and queues none); Active resumes them in order */
                    "Webhook Status"?: "Active" | "Paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Webhook Url": string;
                        "Webhook Events": {
                            /** @description Module (privilege type) such as Procurement, or * for any */
                            type: string;
                            /** @description Entity such as PurchaseOrderList, or * for any */
                            source: string;
                            /** @description Created, Updated, Deleted, StatusChange, …, or * */
                            event: string;
                        }[];
                        /** @description Always masked */
                        "Webhook Secret": string;
                        "Webhook Status": string;
                        "Failing Since": string | null;
                        "Created By": string | null;
                        "Created At": string;
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Webhook.ForbiddenTarget, Webhook.InvalidEvents, Webhook.InvalidUrl */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Webhook Url": string;
                        "Webhook Events": {
                            /** @description Module (privilege type) such as Procurement, or * for any */
                            type: string;
                            /** @description Entity such as PurchaseOrderList, or * for any */
                            source: string;
                            /** @description Created, Updated, Deleted, StatusChange, …, or * */
                            event: string;
                        }[];
                        /** @description Always masked */
                        "Webhook Secret": string;
                        "Webhook Status": string;
                        "Failing Since": string | null;
                        "Created By": string | null;
                        "Created At": string;
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: Request.Invalid, Webhook.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http:// or https:// URL */
                    "Webhook Url"?: string;
                    "Webhook Events"?: {
                        /** @description Module (privilege type) such as Procurement, or * for any */
                        type: string;
                        /** @description Entity such as PurchaseOrderList, or * for any */
                        source: string;
                        /** @description Created, Updated, Deleted, StatusChange, …, or * */
                        event: string;
                    }[];
                    /** @description Signing secret (write-only: answers show it masked) */
                    "Webhook Secret"?: string;
                    /** @description Paused stops deliveries (and queues none); Active resumes them in order */
                    "Webhook Status"?: "Active" | "Paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Webhook Url": string;
                        "Webhook Events": {
                            /** @description Module (privilege type) such as Procurement, or * for any */
                            type: string;
                            /** @description Entity such as PurchaseOrderList, or * for any */
                            source: string;
                            /** @description Created, Updated, Deleted, StatusChange, …, or * */
                            event: string;
                        }[];
                        /** @description Always masked */
                        "Webhook Secret": string;
                        "Webhook Status": string;
                        "Failing Since": string | null;
                        "Created By": string | null;
                        "Created At": string;
                        "Updated At": string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Webhook.ForbiddenTarget, Webhook.InvalidEvents, Webhook.InvalidUrl, Webhook.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Webhook.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description JSON object: column key → array of values, or {"from", "to"} for numbers and dates */
                filters?: string;
                /** @description Alias of filters */
                filter?: string;
                /** @description Case-insensitive text matched against the row's string columns */
                search?: string;
                /** @description JSON {"key": column key, "type": "Ascending" | "Descending"} */
                sort?: string;
                /** @description Page number from 1 (default 1) */
                page?: string;
                /** @description Rows per page, 1 to 1000 (default 50) */
                page_size?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            headers: {
                                key: string;
                                /**
                                 * @description Timestamps are `date` with ISO 8601 date-time values
                                 * @enum {string}
                                 */
                                format: "string" | "string-link" | "number" | "date" | "boolean";
                                alias?: string;
                            }[];
                            sort: {
                                key: string;
                                type: string;
                            };
                            rows: ({
                                id: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                        };
                        extra: {
                            page: number;
                            page_size: number;
                            total: number;
                        };
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, List.InvalidFilter, List.InvalidPage, List.InvalidSort, List.UnknownColumn, Request.Invalid, Webhook.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Event Id": number | null;
                        /** @description Event, Test or Redelivery */
                        Kind: string;
                        /** @description Pending or Delivered */
                        Status: string;
                        /** @description Attempts made so far */
                        Attempt: number;
                        "Status Code": number | null;
                        "Duration Ms": number | null;
                        "Last Error": string | null;
                        "Next Attempt At": string | null;
                        "Created At": string;
                        "Delivered At": string | null;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Webhook.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        "Event Id": number | null;
                        /** @description Event, Test or Redelivery */
                        Kind: string;
                        /** @description Pending or Delivered */
                        Status: string;
                        /** @description Attempts made so far */
                        Attempt: number;
                        "Status Code": number | null;
                        "Duration Ms": number | null;
                        "Last Error": string | null;
                        "Next Attempt At": string | null;
                        "Created At": string;
                        "Delivered At": string | null;
                    };
                };
            };
            /** @description Error codes: JSON.Invalid, Request.Invalid, Webhook.NotFound, WebhookDelivery.NotFound */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tables: {
                            table: string;
                            columns: string[];
                            /** @description the views whose screens offer this import (the table, an order type's list) */
                            views: string[];
                        }[];
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
    importTable: {
        parameters: {
            query?: {
                skip_invalid?: boolean;
                dry_run?: boolean;
            };
            header?: never;
            path: {
                table: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        table: string;
                        /** @description data rows in the file */
                        rows: number;
                        /** @description rows stored (with dry_run: rows that would be stored) */
                        stored: number;
                        /** @description bad rows and the other rows of their orders or BOMs */
                        not_stored: number;
                        dry_run: boolean;
                        errors: {
                            /** @description line of the file (the header row is line 1; in XLSX, the row number) */
                            line: number;
                            /** @description the field at fault, where known */
                            field: string | null;
                            Code: string;
                            Message: string;
                            /** @description the row as the file has it: header → cell (dates as ISO text, empty cells null) */
                            values?: {
                                [key: string]: string | number | boolean | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Error codes: Import.DuplicateColumn, Import.InvalidRows, Import.NoFile, Import.UnknownColumn, Import.UnknownTable, Import.UnreadableFile, Import.UnsupportedFile, IntegrationRun.Locked, JSON.Invalid, Request.Invalid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                        table?: string;
                        /** @description data rows in the file */
                        rows?: number;
                        /** @description rows stored (with dry_run: rows that would be stored) */
                        stored?: number;
                        /** @description bad rows and the other rows of their orders or BOMs */
                        not_stored?: number;
                        dry_run?: boolean;
                        errors?: {
                            /** @description line of the file (the header row is line 1; in XLSX, the row number) */
                            line: number;
                            /** @description the field at fault, where known */
                            field: string | null;
                            Code: string;
                            Message: string;
                            /** @description the row as the file has it: header → cell (dates as ISO text, empty cells null) */
                            values?: {
                                [key: string]: string | number | boolean | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Error codes: User.NotAuthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.NotPrivileged */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Request.TooLarge: the file is larger than 256 MB. Error codes: Request.TooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Request.UnsupportedMediaType: the body is neither multipart/form-data nor JSON. Error codes: Request.UnsupportedMediaType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
            /** @description Error codes: User.InvalidCSRF, User.MissingCSRF */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        Message: string;
                        Code: string;
                    };
                };
            };
        };
    };
}
