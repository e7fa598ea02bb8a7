CREATE TABLE `coach_check_ins` (
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`expenditure` integer NOT NULL,
	`trend_weight` real NOT NULL,
	`direction` text NOT NULL,
	`rate_per_week` real NOT NULL,
	`calories` integer NOT NULL,
	`protein` integer NOT NULL,
	`carbs` integer NOT NULL,
	`fat` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coach_goals` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`direction` text NOT NULL,
	`rate_per_week` real NOT NULL,
	`check_in_day` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `sex` text;--> statement-breakpoint
ALTER TABLE `users` ADD `birth_year` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `height_cm` real;--> statement-breakpoint
ALTER TABLE `users` ADD `activity_level` text;