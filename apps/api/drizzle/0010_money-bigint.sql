ALTER TABLE "room_types" ALTER COLUMN "base_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "additional_person_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "kids_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "extra_bed_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "base_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "booking_services" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "computed_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;