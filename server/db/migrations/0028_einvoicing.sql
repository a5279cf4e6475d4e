CREATE TABLE "einvoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"counter" integer NOT NULL,
	"number" text NOT NULL,
	"uuid" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"payment_transaction_id" integer NOT NULL,
	"corrects_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"total_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"qr" text NOT NULL,
	"xml" text NOT NULL,
	CONSTRAINT "einvoice_documents_kind_check" CHECK ("einvoice_documents"."kind" in ('simplified', 'standard')),
	CONSTRAINT "einvoice_documents_type_check" CHECK ("einvoice_documents"."type" in ('invoice', 'credit-note')),
	CONSTRAINT "einvoice_documents_counter_check" CHECK ("einvoice_documents"."counter" > 0),
	CONSTRAINT "einvoice_documents_amounts_check" CHECK ("einvoice_documents"."total_halalas" > 0 and "einvoice_documents"."vat_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "einvoice_pending" (
	"payment_transaction_id" integer PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_submissions" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"http_status" integer,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cleared_xml" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "einvoice_submissions_status_check" CHECK ("einvoice_submissions"."status" in ('queued', 'reported', 'reported_with_warnings', 'not_reported', 'cleared', 'cleared_with_warnings', 'not_cleared'))
);
--> statement-breakpoint
CREATE TABLE "einvoice_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"common_name" text NOT NULL,
	"serial_number" text NOT NULL,
	"invoice_types" text NOT NULL,
	"environment" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"private_key" text NOT NULL,
	"csr" text NOT NULL,
	"compliance_request_id" text,
	"compliance_token" text,
	"compliance_secret" text,
	"compliance_checks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"production_token" text,
	"production_secret" text,
	"certificate_expires_at" timestamp with time zone,
	"counter" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_units_status_check" CHECK ("einvoice_units"."status" in ('new', 'compliance', 'checked', 'active', 'revoked')),
	CONSTRAINT "einvoice_units_environment_check" CHECK ("einvoice_units"."environment" in ('simulator', 'sandbox', 'simulation', 'production'))
);
--> statement-breakpoint
CREATE TABLE "fatoora_simulator_csids" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"secret" text NOT NULL,
	"certificate" text NOT NULL,
	"csr" text NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fatoora_simulator_csids_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "fatoora_simulator_documents" (
	"uuid" text PRIMARY KEY NOT NULL,
	"signer" text NOT NULL,
	"counter" integer NOT NULL,
	"hash" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_unit_id_einvoice_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."einvoice_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_corrects_id_einvoice_documents_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."einvoice_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_pending" ADD CONSTRAINT "einvoice_pending_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_pending" ADD CONSTRAINT "einvoice_pending_unit_id_einvoice_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."einvoice_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_submissions" ADD CONSTRAINT "einvoice_submissions_document_id_einvoice_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."einvoice_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_units" ADD CONSTRAINT "einvoice_units_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_unit_counter_unique" ON "einvoice_documents" USING btree ("unit_id","counter");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_number_unique" ON "einvoice_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_uuid_unique" ON "einvoice_documents" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_payment_unique" ON "einvoice_documents" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "einvoice_documents_corrects_idx" ON "einvoice_documents" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "einvoice_documents_issued_idx" ON "einvoice_documents" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "einvoice_pending_unit_idx" ON "einvoice_pending" USING btree ("unit_id","payment_transaction_id");--> statement-breakpoint
CREATE INDEX "einvoice_submissions_due_idx" ON "einvoice_submissions" USING btree ("next_attempt_at") WHERE "einvoice_submissions"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "einvoice_submissions_status_idx" ON "einvoice_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "einvoice_units_area_idx" ON "einvoice_units" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_units_one_active_per_area" ON "einvoice_units" USING btree ("area_id") WHERE "einvoice_units"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "fatoora_simulator_documents_signer_counter" ON "fatoora_simulator_documents" USING btree ("signer","counter");--> statement-breakpoint
-- A signed document is evidence the Authority holds a hash of: it is never changed or deleted.
CREATE FUNCTION "einvoice_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a signed e-invoice document is never changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "einvoice_documents_immutable" BEFORE UPDATE OR DELETE ON "einvoice_documents" FOR EACH ROW EXECUTE FUNCTION "einvoice_documents_immutable"();
--> statement-breakpoint
CREATE TRIGGER "einvoice_documents_never_truncated" BEFORE TRUNCATE ON "einvoice_documents" FOR EACH STATEMENT EXECUTE FUNCTION "einvoice_documents_immutable"();
--> statement-breakpoint
-- Every payment of some money paid in an area that issues e-invoices waits for its document, in the
-- transaction that wrote it: the API's writes, the seed's and any other alike. An area whose unit
-- was revoked after it signed still does: its payments wait for the next unit, which takes them over.
CREATE FUNCTION "einvoice_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND NEW.amount_halalas <> 0 AND (TG_OP = 'INSERT' OR OLD.status <> 'paid') THEN
    INSERT INTO "einvoice_pending" ("payment_transaction_id", "unit_id")
    SELECT NEW.id, "unit"."id" FROM "einvoice_units" AS "unit"
    WHERE "unit"."area_id" = NEW.area_id AND "unit"."status" IN ('active', 'revoked') AND "unit"."production_token" IS NOT NULL
    ORDER BY "unit"."status" = 'active' DESC, "unit"."id" DESC LIMIT 1
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "einvoice_enqueue" AFTER INSERT OR UPDATE OF "status" ON "payment_transactions" FOR EACH ROW EXECUTE FUNCTION "einvoice_enqueue"();
