-- A counter moved by every change to sessions and to users, by triggers, so whatever code path
-- writes them (sign-in, sign-out, a session sliding forward, a profile or password change, an admin
-- action, an import, a cascade) the server's kept session lookups know they are out of date
-- (src/modules/auth/sessions.ts). Other writes leave it alone, so they no longer cost the next
-- request a session lookup.
CREATE TABLE `auth_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `auth_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `sessions_insert_auth_version` AFTER INSERT ON `sessions` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `sessions_update_auth_version` AFTER UPDATE ON `sessions` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `sessions_delete_auth_version` AFTER DELETE ON `sessions` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_insert_auth_version` AFTER INSERT ON `users` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_update_auth_version` AFTER UPDATE ON `users` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `users_delete_auth_version` AFTER DELETE ON `users` BEGIN UPDATE `auth_version` SET `version` = `version` + 1; END;
