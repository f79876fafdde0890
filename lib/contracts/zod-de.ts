// Validation messages in German (spec §1: German only), for every schema on both sides.
import { z } from 'zod';

z.config(z.locales.de());
