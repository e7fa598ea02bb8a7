ALTER TABLE `exercise_sets` ADD `rpe` real;--> statement-breakpoint
ALTER TABLE `exercise_sets` ADD `duration_seconds` integer;--> statement-breakpoint
ALTER TABLE `exercise_sets` ADD `distance_meters` real;--> statement-breakpoint
ALTER TABLE `exercises` ADD `type` text DEFAULT 'weight_reps' NOT NULL;--> statement-breakpoint
ALTER TABLE `exercises` ADD `superset_group` integer;--> statement-breakpoint
ALTER TABLE `exercises` ADD `best_reps` integer;--> statement-breakpoint
ALTER TABLE `exercises` ADD `best_duration` integer;--> statement-breakpoint
ALTER TABLE `exercises` ADD `best_distance` real;--> statement-breakpoint
ALTER TABLE `exercises` ADD `best_pace` real;--> statement-breakpoint
ALTER TABLE `workouts` ADD `note` text;