CREATE TABLE `meal_portions` (
	`meal_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`portion` real DEFAULT 1 NOT NULL,
	`is_consumed` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`meal_id`, `user_id`),
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meal_portions_user_date_idx` ON `meal_portions` (`user_id`,`date`);--> statement-breakpoint
ALTER TABLE `meals` ADD `portion` real DEFAULT 1 NOT NULL;