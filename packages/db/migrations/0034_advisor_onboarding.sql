CREATE TABLE "advisor_onboarding" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"test_call_sid" text,
	"test_call_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_onboarding" ADD CONSTRAINT "advisor_onboarding_agent_id_advisors_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."advisors"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_onboarding" ADD CONSTRAINT "advisor_onboarding_application_id_advisor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."advisor_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_applications" ADD CONSTRAINT "advisor_applications_agent_id_unique" UNIQUE("agent_id");--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_draft_hidden" CHECK (not ("advisors"."draft" and "advisors"."is_active"));