-- One prepped rule for rows written before it: a meal marked prepped marks its ingredients, and a
-- meal with ingredients is prepped exactly when all of them are.
UPDATE `meal_ingredients` SET `is_prepped` = 1 WHERE `meal_id` IN (SELECT `id` FROM `meals` WHERE `is_prepped` = 1);
--> statement-breakpoint
UPDATE `meals` SET `is_prepped` = (NOT EXISTS (SELECT 1 FROM `meal_ingredients` i WHERE i.`meal_id` = `meals`.`id` AND i.`is_prepped` = 0)) WHERE EXISTS (SELECT 1 FROM `meal_ingredients` i WHERE i.`meal_id` = `meals`.`id`);
