CREATE TABLE "fair_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_prefix" text,
	"caption_es" text DEFAULT '' NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"credit" text,
	"image" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"phone" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"work_id" integer,
	"gallery_id" integer,
	"lang" text NOT NULL,
	"site" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_messages_kind_check" CHECK ("form_messages"."kind" in ('work-inquiry', 'gallery-contact', 'collaborate', 'press-accreditation')),
	CONSTRAINT "form_messages_lang_check" CHECK ("form_messages"."lang" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"catalog_prefix" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_uses_check" CHECK ("invitations"."uses" >= 0 and "invitations"."uses" <= "invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_lang_check" CHECK ("newsletter_subscribers"."lang" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "outgoing_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role_es" text DEFAULT '' NOT NULL,
	"role_en" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_prefix" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"invitation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"admitted_by" uuid,
	"admitted_desk" text,
	CONSTRAINT "tickets_lang_check" CHECK ("tickets"."lang" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "opening_hours_es" text;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "opening_hours_en" text;--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "catalog_url" text;--> statement-breakpoint
ALTER TABLE "fair_photos" ADD CONSTRAINT "fair_photos_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_messages" ADD CONSTRAINT "form_messages_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_messages" ADD CONSTRAINT "form_messages_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_photos_catalog_position" ON "fair_photos" USING btree ("catalog_prefix","position");--> statement-breakpoint
CREATE UNIQUE INDEX "form_messages_dedupe_key" ON "form_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "form_messages_kind_created_idx" ON "form_messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "form_messages_gallery_idx" ON "form_messages" USING btree ("gallery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code_key" ON "invitations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outgoing_mails_due_idx" ON "outgoing_mails" USING btree ("next_attempt_at") WHERE "outgoing_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_types_catalog_position" ON "ticket_types" USING btree ("catalog_prefix","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_key" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_invitation_email_key" ON "tickets" USING btree ("invitation_id",lower("email"));