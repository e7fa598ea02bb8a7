CREATE TABLE `exercise_summaries` (
	`user_id` integer NOT NULL,
	`name_key` text NOT NULL,
	`last_date` text NOT NULL,
	`best_estimate` real,
	`top_weight` real,
	`prior_date` text,
	`prior_best_estimate` real,
	`prior_top_weight` real,
	PRIMARY KEY(`user_id`, `name_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `trained_days` (
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`exercises` integer NOT NULL,
	`run_start` text NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `exercises_user_name_idx`;--> statement-breakpoint
CREATE INDEX `exercises_user_name_idx` ON `exercises` (`user_id`,lower("name"),`date`,`sort_order`);--> statement-breakpoint
-- The summaries of the rows already stored, summed as the triggers below keep them.
-- A day's run starts where the days before it, one each, stop: within a run, the day's number
-- less its rank is the same.
INSERT INTO trained_days (user_id, date, exercises, run_start)
  SELECT user_id, date, exercises, min(date) OVER (PARTITION BY user_id, run)
  FROM (SELECT user_id, date, exercises, julianday(date) - row_number() OVER (PARTITION BY user_id ORDER BY date) AS run
        FROM (SELECT user_id, date, count(*) AS exercises FROM exercises WHERE completed_sets > 0 GROUP BY user_id, date));
--> statement-breakpoint
INSERT INTO exercise_summaries (user_id, name_key, last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight)
  SELECT e.user_id, l.name_key, max(e.date), max(e.best_estimate), max(e.top_weight),
    max(CASE WHEN e.date < l.last THEN e.date END), max(CASE WHEN e.date < l.last THEN e.best_estimate END),
    max(CASE WHEN e.date < l.last THEN e.top_weight END)
  FROM exercises e
  JOIN (SELECT user_id, lower(trim(name)) AS name_key, max(date) AS last FROM exercises WHERE completed_sets > 0 GROUP BY 1, 2) l
    ON l.user_id = e.user_id AND l.name_key = lower(trim(e.name))
  WHERE e.completed_sets > 0
  GROUP BY e.user_id, l.name_key;
--> statement-breakpoint
-- Every write path (the screens, import, a day replaced, an account deleted) changes exercises, so
-- triggers keep the summaries in the same transaction, with nothing for a new path to forget. A
-- deleted row only updates or removes a summary, never adds one: when an account goes, its
-- exercises go after or before its summaries, and a summary added then would name no account.
CREATE TRIGGER exercise_summaries_insert AFTER INSERT ON exercises WHEN NEW.completed_sets > 0 BEGIN
  INSERT INTO exercise_summaries (user_id, name_key, last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight)
    SELECT NEW.user_id, lower(trim(NEW.name)), max(e.date), max(e.best_estimate), max(e.top_weight), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.date END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.best_estimate END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.top_weight END)
    FROM exercises e WHERE e.user_id = NEW.user_id AND lower(trim(e.name)) = lower(trim(NEW.name)) AND e.completed_sets > 0 HAVING count(*) > 0
    ON CONFLICT (user_id, name_key) DO UPDATE SET last_date = excluded.last_date, best_estimate = excluded.best_estimate,
      top_weight = excluded.top_weight, prior_date = excluded.prior_date, prior_best_estimate = excluded.prior_best_estimate,
      prior_top_weight = excluded.prior_top_weight;
END;
--> statement-breakpoint
CREATE TRIGGER exercise_summaries_update AFTER UPDATE OF name, date, completed_sets, best_estimate, top_weight ON exercises
  WHEN OLD.name IS NOT NEW.name OR OLD.date IS NOT NEW.date OR OLD.completed_sets IS NOT NEW.completed_sets
    OR OLD.best_estimate IS NOT NEW.best_estimate OR OLD.top_weight IS NOT NEW.top_weight BEGIN
  -- The usual change, a set of the name's latest day (or a first tick on a later day), touches
  -- only that day's rows: the figures before it are kept in prior_*. Anything else (a rename, an
  -- earlier day, the latest day emptied) sums the name's rows again, below.
  UPDATE exercise_summaries SET prior_date = last_date, prior_best_estimate = best_estimate, prior_top_weight = top_weight, last_date = NEW.date
    WHERE user_id = NEW.user_id AND name_key = lower(trim(NEW.name)) AND last_date < NEW.date AND NEW.completed_sets > 0 AND lower(trim(OLD.name)) = lower(trim(NEW.name)) AND OLD.date = NEW.date;
  -- The larger of the figures before the day and the day's own, either of which may be none.
  UPDATE exercise_summaries SET
    best_estimate = max(coalesce(prior_best_estimate, (SELECT max(d.best_estimate) FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0)), coalesce((SELECT max(d.best_estimate) FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0), prior_best_estimate)),
    top_weight = max(coalesce(prior_top_weight, (SELECT max(d.top_weight) FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0)), coalesce((SELECT max(d.top_weight) FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0), prior_top_weight))
    WHERE user_id = NEW.user_id AND name_key = lower(trim(NEW.name)) AND last_date = NEW.date AND lower(trim(OLD.name)) = lower(trim(NEW.name)) AND OLD.date = NEW.date AND EXISTS (SELECT 1 FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0);
  DELETE FROM exercise_summaries WHERE user_id = OLD.user_id AND name_key = lower(trim(OLD.name))
    AND NOT EXISTS (SELECT 1 FROM exercises e WHERE e.user_id = OLD.user_id AND lower(trim(e.name)) = lower(trim(OLD.name)) AND e.completed_sets > 0);
  UPDATE exercise_summaries SET (last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight) = (SELECT max(e.date), max(e.best_estimate), max(e.top_weight), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.date END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.best_estimate END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.top_weight END)
    FROM exercises e WHERE e.user_id = OLD.user_id AND lower(trim(e.name)) = lower(trim(OLD.name)) AND e.completed_sets > 0 HAVING count(*) > 0)
    WHERE user_id = OLD.user_id AND name_key = lower(trim(OLD.name)) AND NOT (lower(trim(OLD.name)) = lower(trim(NEW.name)) AND OLD.date = NEW.date AND EXISTS (SELECT 1 FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0)
      AND EXISTS (SELECT 1 FROM exercise_summaries k WHERE k.user_id = NEW.user_id AND k.name_key = lower(trim(NEW.name)) AND k.last_date = NEW.date));
  INSERT INTO exercise_summaries (user_id, name_key, last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight)
    SELECT NEW.user_id, lower(trim(NEW.name)), max(e.date), max(e.best_estimate), max(e.top_weight), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.date END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.best_estimate END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = NEW.user_id AND lower(trim(x.name)) = lower(trim(NEW.name)) AND x.completed_sets > 0) THEN e.top_weight END)
    FROM exercises e WHERE e.user_id = NEW.user_id AND lower(trim(e.name)) = lower(trim(NEW.name)) AND e.completed_sets > 0 AND NOT (lower(trim(OLD.name)) = lower(trim(NEW.name)) AND OLD.date = NEW.date AND EXISTS (SELECT 1 FROM exercises d WHERE d.user_id = NEW.user_id AND lower(trim(d.name)) = lower(trim(NEW.name)) AND d.date = NEW.date AND d.completed_sets > 0)
      AND EXISTS (SELECT 1 FROM exercise_summaries k WHERE k.user_id = NEW.user_id AND k.name_key = lower(trim(NEW.name)) AND k.last_date = NEW.date)) HAVING count(*) > 0
    ON CONFLICT (user_id, name_key) DO UPDATE SET last_date = excluded.last_date, best_estimate = excluded.best_estimate,
      top_weight = excluded.top_weight, prior_date = excluded.prior_date, prior_best_estimate = excluded.prior_best_estimate,
      prior_top_weight = excluded.prior_top_weight;
END;
--> statement-breakpoint
CREATE TRIGGER exercise_summaries_delete AFTER DELETE ON exercises WHEN OLD.completed_sets > 0 BEGIN
  DELETE FROM exercise_summaries WHERE user_id = OLD.user_id AND name_key = lower(trim(OLD.name))
    AND NOT EXISTS (SELECT 1 FROM exercises e WHERE e.user_id = OLD.user_id AND lower(trim(e.name)) = lower(trim(OLD.name)) AND e.completed_sets > 0);
  UPDATE exercise_summaries SET (last_date, best_estimate, top_weight, prior_date, prior_best_estimate, prior_top_weight) = (SELECT max(e.date), max(e.best_estimate), max(e.top_weight), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.date END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.best_estimate END), max(CASE WHEN e.date < (SELECT max(x.date) FROM exercises x WHERE x.user_id = OLD.user_id AND lower(trim(x.name)) = lower(trim(OLD.name)) AND x.completed_sets > 0) THEN e.top_weight END)
    FROM exercises e WHERE e.user_id = OLD.user_id AND lower(trim(e.name)) = lower(trim(OLD.name)) AND e.completed_sets > 0 HAVING count(*) > 0)
    WHERE user_id = OLD.user_id AND name_key = lower(trim(OLD.name));
END;
--> statement-breakpoint
CREATE TRIGGER trained_days_insert AFTER INSERT ON exercises WHEN NEW.completed_sets > 0 BEGIN
  INSERT INTO trained_days (user_id, date, exercises, run_start) VALUES (NEW.user_id, NEW.date, 1, NEW.date)
    ON CONFLICT (user_id, date) DO UPDATE SET exercises = exercises + 1;
END;
--> statement-breakpoint
CREATE TRIGGER trained_days_update AFTER UPDATE OF date, completed_sets ON exercises
  WHEN (OLD.completed_sets > 0) <> (NEW.completed_sets > 0) OR OLD.date IS NOT NEW.date BEGIN
  UPDATE trained_days SET exercises = exercises - 1 WHERE user_id = OLD.user_id AND date = OLD.date AND OLD.completed_sets > 0;
  DELETE FROM trained_days WHERE user_id = OLD.user_id AND date = OLD.date AND exercises <= 0;
  INSERT INTO trained_days (user_id, date, exercises, run_start) SELECT NEW.user_id, NEW.date, 1, NEW.date WHERE NEW.completed_sets > 0
    ON CONFLICT (user_id, date) DO UPDATE SET exercises = exercises + 1;
END;
--> statement-breakpoint
CREATE TRIGGER trained_days_delete AFTER DELETE ON exercises WHEN OLD.completed_sets > 0 BEGIN
  UPDATE trained_days SET exercises = exercises - 1 WHERE user_id = OLD.user_id AND date = OLD.date;
  DELETE FROM trained_days WHERE user_id = OLD.user_id AND date = OLD.date AND exercises <= 0;
END;
--> statement-breakpoint
-- Runs of days: a new day joins the run of the day before it, and the run of the day after it
-- joins too; a day gone splits its run, the days after it starting a run of their own. Ticking
-- today touches one row; only a change to a day inside a run rewrites the rest of that run.
CREATE TRIGGER trained_days_run_join AFTER INSERT ON trained_days BEGIN
  UPDATE trained_days SET run_start = coalesce(
    (SELECT p.run_start FROM trained_days p WHERE p.user_id = NEW.user_id AND p.date = date(NEW.date, '-1 day')), NEW.date)
    WHERE user_id = NEW.user_id AND date = NEW.date;
  UPDATE trained_days SET run_start = (SELECT n.run_start FROM trained_days n WHERE n.user_id = NEW.user_id AND n.date = NEW.date)
    WHERE user_id = NEW.user_id AND date > NEW.date AND run_start = date(NEW.date, '+1 day');
END;
--> statement-breakpoint
CREATE TRIGGER trained_days_run_split AFTER DELETE ON trained_days BEGIN
  UPDATE trained_days SET run_start = date(OLD.date, '+1 day')
    WHERE user_id = OLD.user_id AND date > OLD.date AND run_start = OLD.run_start;
END;
