CREATE TABLE `programs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`catalogue_id` text,
	`schedule` text NOT NULL,
	`workouts` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`started_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `programs_user_idx` ON `programs` (`user_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `programs_one_active` ON `programs` (`user_id`) WHERE active = 1;--> statement-breakpoint
ALTER TABLE `exercises` ADD `program_id` integer;--> statement-breakpoint
ALTER TABLE `exercises` ADD `program_workout` text;--> statement-breakpoint
CREATE INDEX `exercises_program_idx` ON `exercises` (`program_id`,`date`) WHERE program_id IS NOT NULL;