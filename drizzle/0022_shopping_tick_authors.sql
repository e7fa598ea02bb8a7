ALTER TABLE `shopping_ticks` ADD `ticked_by` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `shopping_ticks_to_idx` ON `shopping_ticks` (`to_date`);