CREATE TABLE `shopping_ticks` (
	`from_date` text NOT NULL,
	`to_date` text NOT NULL,
	`key` text NOT NULL,
	`checked` integer NOT NULL,
	`quantity` real NOT NULL,
	PRIMARY KEY(`from_date`, `to_date`, `key`)
);
