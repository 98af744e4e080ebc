-- Issue 18, what a visitor sees. Names in both languages: English slugs of activities and shows (existing rows keep
-- their one slug in both languages until they get an English one), a city's English name, a signing team's English
-- name. And the price a visitor is shown (none in a price-on-request state), which the lists sort and filter by.
DROP INDEX "works_filters";--> statement-breakpoint
DROP INDEX "works_price_asc";--> statement-breakpoint
DROP INDEX "works_price_desc";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "slug_en" text;--> statement-breakpoint
UPDATE "activities" SET "slug_en" = "slug";--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "slug_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "city_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "expositions" ADD COLUMN "slug_en" text;--> statement-breakpoint
UPDATE "expositions" SET "slug_en" = "slug";--> statement-breakpoint
ALTER TABLE "expositions" ALTER COLUMN "slug_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "city_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "list_price_cents" integer GENERATED ALWAYS AS (CASE WHEN work_state IN ('Disponible (PRESUPUESTOS)', 'Consulta Market', 'Consulta Galería') THEN NULL ELSE price_cents END) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_en_key" ON "activities" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "expositions_slug_en_key" ON "expositions" USING btree ("slug_en");--> statement-breakpoint
CREATE INDEX "works_filters" ON "works" USING btree ("discipline","size","list_price_cents","work_state","catalogs","colours");--> statement-breakpoint
CREATE INDEX "works_price_asc" ON "works" USING btree ((list_price_cents is null),coalesce(list_price_cents, 0),"id");--> statement-breakpoint
CREATE INDEX "works_price_desc" ON "works" USING btree ((list_price_cents is null),(- coalesce(list_price_cents, 0)),(- id));
