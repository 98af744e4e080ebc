CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"work_id" integer NOT NULL,
	"units" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_work_id_pk" PRIMARY KEY("user_id","work_id"),
	CONSTRAINT "cart_items_units_check" CHECK ("cart_items"."units" >= 1),
	CONSTRAINT "cart_items_price_check" CHECK ("cart_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"ee_list" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_lang_check" CHECK ("carts"."lang" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"units" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	CONSTRAINT "order_items_order_id_work_id_pk" PRIMARY KEY("order_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"user_id" uuid,
	"kind" text DEFAULT 'shop' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"email" text,
	"subtotal_cents" integer NOT NULL,
	"transport_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"taxes_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"coupon_code" text,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"client_type" text DEFAULT 'particular' NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"client_name" text,
	"client_surname" text,
	"client_phone" text,
	"ee_list" text,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	"confirm_date" timestamp with time zone,
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('shop', 'special')),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('pending', 'failed', 'expired', 'paid', 'refund', 'cancelled', 'shipped', 'delivered')),
	CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('es', 'en')),
	CONSTRAINT "orders_client_type_check" CHECK ("orders"."client_type" in ('particular', 'empresa')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'transfer')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."transport_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"redsys_order" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT '978' NOT NULL,
	"merchant_code" text NOT NULL,
	"terminal" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"response_code" text,
	"authorisation_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_state_check" CHECK ("payment_attempts"."state" in ('started', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "reserved_order_id" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_carts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."carts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_work_idx" ON "cart_items" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "order_items_work_idx" ON "order_items" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "orders_user_newest_idx" ON "orders" USING btree ("user_id","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."state" in ('pending', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_redsys_order_key" ON "payment_attempts" USING btree ("redsys_order");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");