DROP INDEX "works_filters";--> statement-breakpoint
DROP INDEX "works_newest";--> statement-breakpoint
DROP INDEX "works_price_asc";--> statement-breakpoint
DROP INDEX "works_price_desc";--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "sold" boolean GENERATED ALWAYS AS (work_state = 'Vendida') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "works_filters" ON "works" USING btree ("discipline","size","list_price_cents","work_state","catalogs","colours","reserved_until");--> statement-breakpoint
CREATE INDEX "works_newest" ON "works" USING btree ("sold","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_price_asc" ON "works" USING btree ("sold",(list_price_cents is null),coalesce(list_price_cents, 0),"id");--> statement-breakpoint
CREATE INDEX "works_price_desc" ON "works" USING btree ("sold",(list_price_cents is null),(- coalesce(list_price_cents, 0)),(- id));