CREATE TABLE `custom_exercises` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`primary_muscles` text NOT NULL,
	`secondary_muscles` text NOT NULL,
	`equipment` text,
	`shared` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `custom_exercises_user_idx` ON `custom_exercises` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `custom_exercises_shared_idx` ON `custom_exercises` (`shared`,`id`);--> statement-breakpoint
CREATE TABLE `exercise_links` (
	`user_id` integer NOT NULL,
	`name_key` text NOT NULL,
	`name` text NOT NULL,
	`library_id` text,
	PRIMARY KEY(`user_id`, `name_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `weekly_sets` (
	`user_id` integer NOT NULL,
	`week` text NOT NULL,
	`name_key` text NOT NULL,
	`sets` integer NOT NULL,
	PRIMARY KEY(`user_id`, `week`, `name_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `muscle_targets` text;--> statement-breakpoint
-- The weekly hard sets of the rows already stored, as the triggers below keep them. A week is
-- named by its Monday: date(d, '-6 days', 'weekday 1') is the Monday on or before d.
INSERT INTO weekly_sets (user_id, week, name_key, sets)
  SELECT e.user_id, date(e.date, '-6 days', 'weekday 1'), lower(trim(e.name)), count(*)
  FROM exercise_sets s JOIN exercises e ON e.id = s.exercise_id
  WHERE s.completed = 1 AND s.kind <> 'warmup'
  GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A set counts while it is ticked and not a warm-up. Sets are written after their exercise and
-- deleted with it: an exercise deleted takes its sets out of its week before they go (the sets'
-- own triggers then find no exercise and change nothing), and one renamed or moved to another
-- week carries them over. Subtracting never adds a row, so nothing is left for an account gone.
CREATE TRIGGER weekly_sets_set_insert AFTER INSERT ON exercise_sets WHEN NEW.completed = 1 AND NEW.kind <> 'warmup' BEGIN
  INSERT INTO weekly_sets (user_id, week, name_key, sets)
    SELECT e.user_id, date(e.date, '-6 days', 'weekday 1'), lower(trim(e.name)), 1 FROM exercises e WHERE e.id = NEW.exercise_id
    ON CONFLICT (user_id, week, name_key) DO UPDATE SET sets = sets + 1;
END;
--> statement-breakpoint
CREATE TRIGGER weekly_sets_set_delete AFTER DELETE ON exercise_sets WHEN OLD.completed = 1 AND OLD.kind <> 'warmup' BEGIN
  UPDATE weekly_sets SET sets = sets - 1 WHERE user_id = OLD.user_id
    AND week = (SELECT date(e.date, '-6 days', 'weekday 1') FROM exercises e WHERE e.id = OLD.exercise_id)
    AND name_key = (SELECT lower(trim(e.name)) FROM exercises e WHERE e.id = OLD.exercise_id);
  DELETE FROM weekly_sets WHERE user_id = OLD.user_id AND sets <= 0
    AND week = (SELECT date(e.date, '-6 days', 'weekday 1') FROM exercises e WHERE e.id = OLD.exercise_id)
    AND name_key = (SELECT lower(trim(e.name)) FROM exercises e WHERE e.id = OLD.exercise_id);
END;
--> statement-breakpoint
CREATE TRIGGER weekly_sets_set_update AFTER UPDATE OF completed, kind ON exercise_sets
  WHEN (OLD.completed = 1 AND OLD.kind <> 'warmup') IS NOT (NEW.completed = 1 AND NEW.kind <> 'warmup') BEGIN
  UPDATE weekly_sets SET sets = sets - 1 WHERE OLD.completed = 1 AND OLD.kind <> 'warmup' AND user_id = OLD.user_id
    AND week = (SELECT date(e.date, '-6 days', 'weekday 1') FROM exercises e WHERE e.id = OLD.exercise_id)
    AND name_key = (SELECT lower(trim(e.name)) FROM exercises e WHERE e.id = OLD.exercise_id);
  DELETE FROM weekly_sets WHERE user_id = OLD.user_id AND sets <= 0
    AND week = (SELECT date(e.date, '-6 days', 'weekday 1') FROM exercises e WHERE e.id = OLD.exercise_id)
    AND name_key = (SELECT lower(trim(e.name)) FROM exercises e WHERE e.id = OLD.exercise_id);
  INSERT INTO weekly_sets (user_id, week, name_key, sets)
    SELECT e.user_id, date(e.date, '-6 days', 'weekday 1'), lower(trim(e.name)), 1 FROM exercises e
    WHERE e.id = NEW.exercise_id AND NEW.completed = 1 AND NEW.kind <> 'warmup'
    ON CONFLICT (user_id, week, name_key) DO UPDATE SET sets = sets + 1;
END;
--> statement-breakpoint
CREATE TRIGGER weekly_sets_exercise_update AFTER UPDATE OF name, date ON exercises
  WHEN lower(trim(OLD.name)) IS NOT lower(trim(NEW.name)) OR date(OLD.date, '-6 days', 'weekday 1') IS NOT date(NEW.date, '-6 days', 'weekday 1') BEGIN
  UPDATE weekly_sets SET sets = sets - (SELECT count(*) FROM exercise_sets s WHERE s.exercise_id = NEW.id AND s.completed = 1 AND s.kind <> 'warmup')
    WHERE user_id = OLD.user_id AND week = date(OLD.date, '-6 days', 'weekday 1') AND name_key = lower(trim(OLD.name));
  DELETE FROM weekly_sets WHERE user_id = OLD.user_id AND week = date(OLD.date, '-6 days', 'weekday 1') AND name_key = lower(trim(OLD.name)) AND sets <= 0;
  INSERT INTO weekly_sets (user_id, week, name_key, sets)
    SELECT NEW.user_id, date(NEW.date, '-6 days', 'weekday 1'), lower(trim(NEW.name)), count(*) FROM exercise_sets s
    WHERE s.exercise_id = NEW.id AND s.completed = 1 AND s.kind <> 'warmup' HAVING count(*) > 0
    ON CONFLICT (user_id, week, name_key) DO UPDATE SET sets = sets + excluded.sets;
END;
--> statement-breakpoint
CREATE TRIGGER weekly_sets_exercise_delete BEFORE DELETE ON exercises BEGIN
  UPDATE weekly_sets SET sets = sets - (SELECT count(*) FROM exercise_sets s WHERE s.exercise_id = OLD.id AND s.completed = 1 AND s.kind <> 'warmup')
    WHERE user_id = OLD.user_id AND week = date(OLD.date, '-6 days', 'weekday 1') AND name_key = lower(trim(OLD.name));
  DELETE FROM weekly_sets WHERE user_id = OLD.user_id AND week = date(OLD.date, '-6 days', 'weekday 1') AND name_key = lower(trim(OLD.name)) AND sets <= 0;
END;
