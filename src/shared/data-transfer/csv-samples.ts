// Small workout exports written by hand in the published layouts of Strong and Hevy, with the mess
// real files carry (rest-timer rows, W/D/F set orders, reps as 10.0, float noise, quoted commas and
// line breaks, a byte order mark, CRLF). Used by the reader's tests and the import API tests.

const crlf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

/** Strong, current layout, kilograms; BOM and CRLF. Bench: W, 1, rest timer, D, F; Squat: 1, 2. */
export const STRONG_KG =
  "\uFEFF" +
  crlf([
    "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
    "1,2025-07-26 07:06:12,Push,3780,Bench Press (Barbell),W,40,10.0,,,,,",
    '1,2025-07-26 07:06:12,Push,3780,Bench Press (Barbell),1,67.99999999999999,8,8,,,"felt good, solid","Gym, early"',
    "1,2025-07-26 07:06:12,Push,3780,Bench Press (Barbell),Rest Timer,,,,,90,,",
    "1,2025-07-26 07:06:12,Push,3780,Bench Press (Barbell),D,50,12,,,,,",
    "1,2025-07-26 07:06:12,Push,3780,Bench Press (Barbell),F,50,6.0,,,,,",
    "2,2025-07-28 18:30:00,Legs,2400,Squat (Barbell),1,100,5,,,,,",
    "2,2025-07-28 18:30:00,Legs,2400,Squat (Barbell),2,102.5,5,,,,,",
  ]);

/** Strong, current layout, pounds, LF only; float noise in the weights. */
export const STRONG_LB = [
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (lb),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
  "7,2024-01-15 7:07:00,Pull,1800,Deadlift (Barbell),1,149.99999999999997,5,,,,,",
  "7,2024-01-15 7:07:00,Pull,1800,Deadlift (Barbell),2,225.00000000000003,5,,,,,",
  "7,2024-01-15 7:07:00,Pull,1800,Pull Up,1,,12,,,,,",
  "",
].join("\n");

/**
 * Strong's older layout: a bare Weight column (the unit is not named), durations like 1h 3m, set
 * orders from 0, a note with a line break and a quote, a rest timer.
 */
export const STRONG_OLD = crlf([
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  '2019-03-04 18:22:10,"Day A, heavy",1h 3m,Overhead Press (Barbell),0,60,5,0,0,"line one\nline ""two""",,',
  '2019-03-04 18:22:10,"Day A, heavy",1h 3m,Overhead Press (Barbell),1,62.5,5,0,0,,,',
  '2019-03-04 18:22:10,"Day A, heavy",1h 3m,Overhead Press (Barbell),Rest Timer,0,0,0,120,,,',
  '2019-03-04 18:22:10,"Day A, heavy",1h 3m,Plank,0,0,0,0,60,,,',
]);

/** Strong's semicolon layout: a Weight Unit per row (kg and lbs), comma decimals. */
export const STRONG_SEMICOLON = crlf([
  "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration",
  "2023-05-02 06:00:00;Morning;Front Squat;1;62,5;kg;5;;;;;;;45m",
  "2023-05-02 06:00:00;Morning;Front Squat;2;62,5;kg;5;;;;;;;45m",
  "2023-05-02 06:00:00;Morning;Curl (Dumbbell);1;30;lbs;10;;;;;;;45m",
  "2023-05-02 06:00:00;Morning;Curl (Dumbbell);Rest Timer;;;;;;;60;;;45m",
]);

const HEVY_HEADER = (weight: string, distance: string) =>
  `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","${weight}","reps","${distance}","duration_seconds","rpe"`;

/** Hevy in kilograms: set_index from 0, warm-up, drop and failure sets, a quoted comma in the notes. */
export const HEVY_KG = crlf([
  HEVY_HEADER("weight_kg", "distance_km"),
  '"Upper","26 Jul 2025, 07:06","26 Jul 2025, 08:10","","Bench Press (Barbell)",,"pause, then press",0,"warmup",40,10,,,',
  '"Upper","26 Jul 2025, 07:06","26 Jul 2025, 08:10","","Bench Press (Barbell)",,"pause, then press",1,"normal",80,8,,,8.5',
  '"Upper","26 Jul 2025, 07:06","26 Jul 2025, 08:10","","Bench Press (Barbell)",,"",2,"dropset",60,10,,,',
  '"Upper","26 Jul 2025, 07:06","26 Jul 2025, 08:10","","Bench Press (Barbell)",,"",3,"failure",60,4,,,',
]);

/** Hevy in pounds and miles. */
export const HEVY_LBS = crlf([
  HEVY_HEADER("weight_lbs", "distance_miles"),
  '"Lower","3 Aug 2025, 17:45","3 Aug 2025, 18:40","legs","Romanian Deadlift (Barbell)",,"",0,"normal",185,8,,,',
  '"Lower","3 Aug 2025, 17:45","3 Aug 2025, 18:40","legs","Romanian Deadlift (Barbell)",,"",1,"normal",185.00000000000003,8,,,',
]);

/** A Strong file whose header is in another language: read by the position of its columns. */
export const STRONG_TRANSLATED = crlf([
  "Training #,Datum,Trainingsname,Dauer (Sek.),Übung,Satz,Gewicht (kg),Wdh.,RPE,Distanz (Meter),Sekunden,Notizen,Trainingsnotizen",
  "3,2025-02-10 08:00:00,Beine,3000,Kniebeuge,1,80,6,,,,,",
]);

/** A Strong file with rows that cannot be read: a bad date, a bad set order, reps 7.5, a negative weight. */
export const STRONG_BROKEN = crlf([
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
  "1,2025-07-26 07:06:12,Push,3780,Dip,1,10,8,,,,,",
  "1,yesterday,Push,3780,Dip,2,10,8,,,,,",
  "1,2025-07-26 07:06:12,Push,3780,Dip,X,10,8,,,,,",
  "1,2025-07-26 07:06:12,Push,3780,Dip,3,10,7.5,,,,,",
  "1,2025-07-26 07:06:12,Push,3780,Dip,4,-5,8,,,,,",
]);

/**
 * Strong in kg with what a lifter logs besides weight and reps: RPE, an exercise's notes, the
 * workout's notes, a treadmill run (distance and seconds, weight and reps written as 0), a plank
 * (seconds only) and pull-ups (reps, no weight).
 */
export const STRONG_CARDIO = crlf([
  "Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,RPE,Distance (meters),Seconds,Notes,Workout Notes",
  '5,2025-09-01 18:00:00,Full Body,4200,Running (Treadmill),1,0,0,,5000,1500,"incline 1%","Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Bench Press (Barbell),1,60,8,7.5,,,elbows in,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Bench Press (Barbell),2,60,8,8,,,,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Bench Press (Barbell),Rest Timer,,,,,120,,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Pull Up,1,,10,8.5,,,,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Pull Up,2,,8,9,,,,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Plank,1,,,,,60,,"Deload week, slept badly"',
  '5,2025-09-01 18:00:00,Full Body,4200,Plank,2,,,,,45,,"Deload week, slept badly"',
]);

/**
 * Hevy in kg with supersets (superset_id, the same id within a workout is one group), RPE, exercise
 * notes, the workout's description, a treadmill run in km and seconds, a plank and pull-ups.
 */
export const HEVY_SUPERSETS = crlf([
  HEVY_HEADER("weight_kg", "distance_km"),
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Treadmill",,"warm-up jog",0,"normal",,,3.2,1200,',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Bench Press (Barbell)",0,"",0,"normal",80,8,,,8',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Bent Over Row (Barbell)",0,"strict",0,"normal",70,10,,,7.5',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Bench Press (Barbell)",0,"",1,"normal",80,7,,,9',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Bent Over Row (Barbell)",0,"strict",1,"normal",70,9,,,8',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Pull Up",1,"",0,"normal",,10,,,',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Plank",1,"",0,"normal",,,,60,',
  '"Push Pull","2 Sep 2025, 07:00","2 Sep 2025, 08:05","Felt strong","Curl (Dumbbell)",,"",0,"normal",14,12,,,',
]);
