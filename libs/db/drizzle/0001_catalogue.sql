CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_es" text NOT NULL,
	"category_en" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"short_content_es" text DEFAULT '' NOT NULL,
	"short_content_en" text DEFAULT '' NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"place_es" text DEFAULT '' NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"catalog_prefix" text,
	"image" jsonb
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"category" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"short_content_es" text DEFAULT '' NOT NULL,
	"short_content_en" text DEFAULT '' NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"author" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(title_es, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(short_content_es, '') || ' ' || coalesce(short_content_en, '')))) STORED NOT NULL,
	CONSTRAINT "articles_category_check" CHECK ("articles"."category" in ('agenda', 'obras', 'product', 'exposiciones', 'actualidad'))
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'ES' NOT NULL,
	"birth_year" integer,
	"bio_es" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"initial" text GENERATED ALWAYS AS (upper(left(f_unaccent(coalesce(nullif(last_name, ''), full_name)), 1))) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(full_name, '') || ' ' || coalesce(city, '')))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"text_es" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"link_url" text,
	"image" jsonb,
	"published" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"prefix" text PRIMARY KEY NOT NULL,
	"edition" integer,
	"year" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"venue_es" text,
	"venue_en" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"is_market" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exposition_works" (
	"exposition_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exposition_works_exposition_id_work_id_pk" PRIMARY KEY("exposition_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "expositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"info_es" text DEFAULT '' NOT NULL,
	"info_en" text DEFAULT '' NOT NULL,
	"catalog_prefix" text,
	"gallery_id" integer,
	"starts_on" date,
	"ends_on" date,
	"image" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(title_es, '') || ' ' || coalesce(title_en, '')))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"question_es" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_es" text NOT NULL,
	"answer_en" text NOT NULL,
	CONSTRAINT "faqs_site_check" CHECK ("faqs"."site" in ('fair', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"comercial_name" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"full_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'ES' NOT NULL,
	"image" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(comercial_name, '') || ' ' || coalesce(city, '')))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_participations" (
	"gallery_id" integer NOT NULL,
	"catalog_prefix" text NOT NULL,
	"stand" text,
	"section" text,
	CONSTRAINT "gallery_participations_gallery_id_catalog_prefix_pk" PRIMARY KEY("gallery_id","catalog_prefix")
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"main_title_es" text NOT NULL,
	"main_title_en" text NOT NULL,
	"site" text DEFAULT 'all' NOT NULL,
	"block_with_images" jsonb,
	"block_with_text1" jsonb,
	"block_with_text2" jsonb
);
--> statement-breakpoint
CREATE TABLE "press_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"file_url" text,
	"image" jsonb,
	CONSTRAINT "press_items_kind_check" CHECK ("press_items"."kind" in ('release', 'kit', 'image'))
);
--> statement-breakpoint
CREATE TABLE "shipping_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"less_than_200" integer NOT NULL,
	"less_than_400" integer NOT NULL,
	"less_than_600" integer NOT NULL,
	"less_than_900" integer NOT NULL,
	"more_than_900" integer NOT NULL,
	CONSTRAINT "shipping_costs_country_code_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"logo" jsonb,
	CONSTRAINT "sponsors_level_check" CHECK ("sponsors"."level" in ('main', 'official', 'collaborator', 'media'))
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"is_legal" boolean DEFAULT false NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"content_es" text NOT NULL,
	"content_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trend_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "trend_tags_type_check" CHECK ("trend_tags"."type" in ('worksStylesTags', 'themesTags', 'technicsTags'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'visitor' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text,
	"prefix" text,
	"profession" text,
	"price_range" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('visitor', 'staff', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"artist_id" integer NOT NULL,
	"gallery_id" integer,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"technics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"technics_text_es" text DEFAULT '' NOT NULL,
	"technics_text_en" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"year" integer,
	"width_cm" real NOT NULL,
	"height_cm" real NOT NULL,
	"depth_cm" real,
	"size" text GENERATED ALWAYS AS (CASE WHEN greatest(width_cm, height_cm, coalesce(depth_cm, 0)) < 50 THEN 'small' WHEN greatest(width_cm, height_cm, coalesce(depth_cm, 0)) <= 100 THEN 'medium' ELSE 'large' END) STORED NOT NULL,
	"discipline" smallint NOT NULL,
	"work_state" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"colours" text[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"catalogs" text[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(title_es, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(technics_text_es, '') || ' ' || coalesce(technics_text_en, '')))) STORED NOT NULL,
	CONSTRAINT "works_discipline_check" CHECK ("works"."discipline" between 0 and 3),
	CONSTRAINT "works_state_check" CHECK (work_state in ('Disponible', 'Disponible (PRESUPUESTOS)', 'No disponible', 'Consulta Market', 'Consulta Galería', 'Vendida', 'Desactivada')),
	CONSTRAINT "works_price_check" CHECK ("works"."price_cents" is null or "works"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposition_works" ADD CONSTRAINT "exposition_works_exposition_id_expositions_id_fk" FOREIGN KEY ("exposition_id") REFERENCES "public"."expositions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposition_works" ADD CONSTRAINT "exposition_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expositions" ADD CONSTRAINT "expositions_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expositions" ADD CONSTRAINT "expositions_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_participations" ADD CONSTRAINT "gallery_participations_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_participations" ADD CONSTRAINT "gallery_participations_catalog_prefix_catalogs_prefix_fk" FOREIGN KEY ("catalog_prefix") REFERENCES "public"."catalogs"("prefix") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_costs" ADD CONSTRAINT "shipping_costs_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_key" ON "activities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "activities_starts" ON "activities" USING btree ("starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_es_key" ON "articles" USING btree ("slug_es");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_en_key" ON "articles" USING btree ("slug_en");--> statement-breakpoint
CREATE INDEX "articles_category_published" ON "articles" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_search_trgm" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "artists_slug_key" ON "artists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "artists_initial_name" ON "artists" USING btree ("initial","last_name","id");--> statement-breakpoint
CREATE INDEX "artists_search_trgm" ON "artists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exposition_works_work" ON "exposition_works" USING btree ("work_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expositions_slug_key" ON "expositions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "expositions_search_trgm" ON "expositions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_site_position" ON "faqs" USING btree ("site","position");--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_slug_key" ON "galleries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "galleries_search_trgm" ON "galleries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_participations_catalog" ON "gallery_participations" USING btree ("catalog_prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_es_key" ON "static_pages" USING btree ("slug_es");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_en_key" ON "static_pages" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "trend_tags_slug_es_key" ON "trend_tags" USING btree ("slug_es");--> statement-breakpoint
CREATE UNIQUE INDEX "trend_tags_slug_en_key" ON "trend_tags" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "works_slug_key" ON "works" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "works_artist" ON "works" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "works_gallery" ON "works" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "works_catalogs" ON "works" USING gin ("catalogs");--> statement-breakpoint
CREATE INDEX "works_colours" ON "works" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "works_tags" ON "works" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "works_newest" ON "works" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_price_asc" ON "works" USING btree ((price_cents is null),coalesce(price_cents, 0),"id");--> statement-breakpoint
CREATE INDEX "works_price_desc" ON "works" USING btree ((price_cents is null),(- coalesce(price_cents, 0)),(- id));--> statement-breakpoint
CREATE INDEX "works_search_trgm" ON "works" USING gin ("search_text" gin_trgm_ops);