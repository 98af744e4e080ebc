-- Issue 18, what a visitor sees: a city's English name finds its artists and galleries ("Turin", "Copenhagen"), as
-- its Spanish name does. A generated column's expression cannot be changed in place before PostgreSQL 17, so the
-- column is made again; dropping it drops its trigram index, which is made again too.
ALTER TABLE "artists" drop column "search_text";--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(full_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(city_en, '')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" drop column "search_text";--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(comercial_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(city_en, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "artists_search_trgm" ON "artists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "galleries_search_trgm" ON "galleries" USING gin ("search_text" gin_trgm_ops);
