ALTER TABLE `exercise_sets` ADD `kind` text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE `exercises` ADD `date` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `exercises` ADD `completed_sets` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `exercises` ADD `best_estimate` real;--> statement-breakpoint
ALTER TABLE `exercises` ADD `top_weight` real;--> statement-breakpoint
ALTER TABLE `users` ADD `weight_unit` text DEFAULT 'lb' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `length_unit` text DEFAULT 'in' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `plates` text;--> statement-breakpoint
-- Rows written before these columns existed get them once: the workout's date, the ticked sets,
-- and the figures records compare against. SQLite's CAST reads the leading number of a text
-- ('8-10' -> 8, '135 lbs' -> 135), as the app's parser does for the usual entries.
UPDATE `exercises` SET
  `date` = (SELECT w.`date` FROM `workouts` w WHERE w.`id` = `exercises`.`workout_id`),
  `completed_sets` = (SELECT count(*) FROM `exercise_sets` s WHERE s.`exercise_id` = `exercises`.`id` AND s.`completed` = 1),
  `top_weight` = (SELECT max(CAST(s.`weight` AS REAL)) FROM `exercise_sets` s WHERE s.`exercise_id` = `exercises`.`id` AND s.`completed` = 1 AND CAST(s.`weight` AS REAL) > 0),
  `best_estimate` = (SELECT max(CASE WHEN CAST(s.`reps` AS INTEGER) = 1 THEN CAST(s.`weight` AS REAL) ELSE round(CAST(s.`weight` AS REAL) * (1 + CAST(s.`reps` AS INTEGER) / 30.0), 1) END) FROM `exercise_sets` s WHERE s.`exercise_id` = `exercises`.`id` AND s.`completed` = 1 AND CAST(s.`weight` AS REAL) > 0 AND CAST(s.`reps` AS INTEGER) >= 1);--> statement-breakpoint
CREATE INDEX `exercises_done_idx` ON `exercises` (`user_id`,lower(trim("name")),`date`,`best_estimate`,`top_weight`,`completed_sets`) WHERE completed_sets > 0;--> statement-breakpoint
CREATE INDEX `exercises_user_date_idx` ON `exercises` (`user_id`,`date`);
