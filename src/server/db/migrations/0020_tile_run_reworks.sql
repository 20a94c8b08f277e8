ALTER TABLE "tile_runs" ADD COLUMN "reworks" jsonb DEFAULT '[]'::jsonb NOT NULL;
