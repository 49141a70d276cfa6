CREATE TABLE "enrolment_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pass_id" text NOT NULL,
	"act" text NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "enrolment_audit_act" CHECK ("enrolment_audit"."act" in ('code', 'reset', 'enrolled'))
);
--> statement-breakpoint
CREATE TABLE "enrolment_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"pending_totp_secret" text
);
--> statement-breakpoint
ALTER TABLE "enrolment_codes" ADD CONSTRAINT "enrolment_codes_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_audit_pass" ON "enrolment_audit" USING btree ("pass_id","at");--> statement-breakpoint
CREATE INDEX "enrolment_codes_pass" ON "enrolment_codes" USING btree ("pass_id","created_at");--> statement-breakpoint
-- Hand-written: the enrolment audit is append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION "enrolment_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'enrolment_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrolment_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "enrolment_audit"
  FOR EACH ROW EXECUTE FUNCTION "enrolment_audit_append_only"();
