CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"floor" text,
	"postal_code" text NOT NULL,
	"locality" text NOT NULL,
	"province" text NOT NULL,
	"country_code" text NOT NULL,
	"aditional_info" text,
	"fiscal_name" text,
	"fiscal_document" text,
	"ca_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"artist_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_tags_name_check" CHECK (char_length("artist_tags"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "collection_works" (
	"collection_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_works_collection_id_work_id_pk" PRIMARY KEY("collection_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_title_check" CHECK (char_length("collections"."title") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "favourite_works" (
	"user_id" uuid NOT NULL,
	"work_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_works_user_id_work_id_pk" PRIMARY KEY("user_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "followed_artists" (
	"user_id" uuid NOT NULL,
	"artist_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_artists_user_id_artist_id_pk" PRIMARY KEY("user_id","artist_id")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_tags" ADD CONSTRAINT "artist_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_tags" ADD CONSTRAINT "artist_tags_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_works" ADD CONSTRAINT "collection_works_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_works" ADD CONSTRAINT "collection_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_works" ADD CONSTRAINT "favourite_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_works" ADD CONSTRAINT "favourite_works_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_artists" ADD CONSTRAINT "followed_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_artists" ADD CONSTRAINT "followed_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_newest_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "artist_tags_user_artist_key" ON "artist_tags" USING btree ("user_id","artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artist_tags_user_name_key" ON "artist_tags" USING btree ("user_id",lower("name")) WHERE "artist_tags"."artist_id" is null;--> statement-breakpoint
CREATE INDEX "artist_tags_user_idx" ON "artist_tags" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artist_tags_artist_idx" ON "artist_tags" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "collection_works_collection_newest_idx" ON "collection_works" USING btree ("collection_id","added_at" DESC NULLS LAST,"work_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collection_works_work_idx" ON "collection_works" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "collections_user_newest_idx" ON "collections" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourite_works_user_newest_idx" ON "favourite_works" USING btree ("user_id","created_at" DESC NULLS LAST,"work_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourite_works_work_idx" ON "favourite_works" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "followed_artists_user_newest_idx" ON "followed_artists" USING btree ("user_id","created_at" DESC NULLS LAST,"artist_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "followed_artists_artist_idx" ON "followed_artists" USING btree ("artist_id");