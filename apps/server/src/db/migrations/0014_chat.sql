CREATE TABLE "chat_heads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_from_client" boolean DEFAULT true NOT NULL,
	"store_unread" integer DEFAULT 0 NOT NULL,
	"store_read_at" timestamp with time zone,
	"client_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"head_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"from_client" boolean NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_heads" ADD CONSTRAINT "chat_heads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_head_id_chat_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."chat_heads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_heads_store_last_idx" ON "chat_heads" USING btree ("store_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "chat_heads_store_created_idx" ON "chat_heads" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_heads_store_name_idx" ON "chat_heads" USING btree ("store_id","client_name","id");--> statement-breakpoint
CREATE INDEX "chat_heads_store_unread_idx" ON "chat_heads" USING btree ("store_id","last_message_at","id") WHERE "chat_heads"."store_unread" > 0;--> statement-breakpoint
CREATE INDEX "chat_messages_head_idx" ON "chat_messages" USING btree ("head_id","id");