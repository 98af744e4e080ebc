CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "contact_messages_lang_check" CHECK ("contact_messages"."lang" in ('es', 'en')),
	CONSTRAINT "contact_messages_site_check" CHECK ("contact_messages"."site" in ('fair', 'shop'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");