CREATE TABLE "emulator_records" (
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emulator_records_pkey" PRIMARY KEY("provider","kind","id")
);
