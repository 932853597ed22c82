CREATE TABLE "guest_login_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"ip_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"guest_id" uuid,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"first_names" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" text NOT NULL,
	"document_number" text NOT NULL,
	"companion_count" integer DEFAULT 0 NOT NULL,
	"companion_nationalities" text[] DEFAULT '{}' NOT NULL,
	"delete_after" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_registrations_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "guest_registrations_companions" CHECK ("guest_registrations"."companion_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "guest_login_codes" ADD CONSTRAINT "guest_login_codes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_login_codes" ADD CONSTRAINT "guest_login_codes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_login_codes_mobile_idx" ON "guest_login_codes" USING btree ("hotel_id","mobile","created_at");--> statement-breakpoint
CREATE INDEX "guest_login_codes_ip_idx" ON "guest_login_codes" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "guest_registrations_delete_after_idx" ON "guest_registrations" USING btree ("delete_after");