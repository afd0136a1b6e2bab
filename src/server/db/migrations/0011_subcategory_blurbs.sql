-- Each sub-category its own text (issue #10 item 11); fresh seeds take them from db/demo/categories.ts.
UPDATE "categories" SET "blurb" = 'Signed and numbered editions, from Warhol screenprints to Hockney lithographs, each checked against its edition size and publisher.' WHERE "slug" = 'prints';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Unique works on canvas and panel, with provenance traced through exhibitions, sales and the artist''s catalogue raisonné.' WHERE "slug" = 'paintings';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Drawings, gouaches and watercolours, often the most direct line to an artist''s hand, examined for paper, medium and condition.' WHERE "slug" = 'works-on-paper';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Bronzes, editions and unique pieces, with foundry marks, casting numbers and patina recorded by our specialists.' WHERE "slug" = 'sculpture';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Studio pottery and artists'' ceramics, from Picasso Madoura editions to contemporary makers, checked for stamps and restoration.' WHERE "slug" = 'ceramics';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Vintage and later prints by the great photographers, with print date, edition and stamp read by an expert.' WHERE "slug" = 'photography';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Top-handle icons such as the Birkin, Kelly and Lady Dior, with hardware, stamps and stitching verified by hand.' WHERE "slug" = 'handbags';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Flap bags and crossbody styles for every day, from the Chanel Classic Flap to the Dior Saddle, authenticated inside and out.' WHERE "slug" = 'shoulder-bags';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Roomy everyday carryalls such as the Neverfull, the Goyard Saint Louis and the Bottega Arco, checked canvas, leather and lining.' WHERE "slug" = 'totes';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Evening bags and pouches, from the Bottega Pouch to jewelled minaudières, inspected clasp by clasp.' WHERE "slug" = 'clutches';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Designer backpacks in leather and monogram canvas, with straps, zips and date codes examined.' WHERE "slug" = 'backpacks';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Keepalls, weekenders and trunks for the journey, with locks, keys and monograms verified.' WHERE "slug" = 'travel';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Graded Pokémon, sports and game cards, with the grading slab and certificate number checked against the grader''s register.' WHERE "slug" = 'trading-cards';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Key issues and first appearances, slabbed or raw, with page quality and restoration noted.' WHERE "slug" = 'comics';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Gold, silver and historic coins, graded and ungraded, with weight, strike and mint marks checked.' WHERE "slug" = 'coins';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Vintage toys and die-cast models, boxed and loose, with originality of parts and paint confirmed.' WHERE "slug" = 'toys';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Limited vinyl and resin figures, from Bearbrick to KAWS, with edition, box and certificate checked.' WHERE "slug" = 'designer-toys';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Coats, trenches and leather jackets from the great houses, inspected for fabric, lining and labels.' WHERE "slug" = 'outerwear';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Day and evening dresses from the runway and the archive, with size, fabric and alterations recorded.' WHERE "slug" = 'dresses';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Cashmere, vicuña and fine-gauge knits, checked for pilling, moth and the composition label.' WHERE "slug" = 'knitwear';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Suits, blazers and trousers from Savile Row and Neapolitan workshops, with construction and alterations noted.' WHERE "slug" = 'tailoring';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Silk carrés, cashmere shawls and stoles, with hand-rolled hems and designs identified.' WHERE "slug" = 'scarves';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Dining and side chairs by the design masters, with maker''s marks, materials and later restoration documented.' WHERE "slug" = 'chairs';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'The Eames Lounge, the Barcelona, Jeanneret''s Capitol Complex chairs: licensed production told from copy.' WHERE "slug" = 'lounge-chairs';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Sofas and daybeds from Cassina, Knoll and the studios, with frame, upholstery and labels examined.' WHERE "slug" = 'sofas';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Dining tables, desks and coffee tables, with veneers, tops and production dates checked.' WHERE "slug" = 'tables';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Lamps and chandeliers by Poulsen, Noguchi and Castiglioni, with wiring and originality of shades noted.' WHERE "slug" = 'lighting';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Love, Juste un Clou and Alhambra bracelets, with hallmarks, serial numbers and sizes verified.' WHERE "slug" = 'bracelets';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Pendants, chains and high-jewellery necklaces, with metal, stones and maker''s marks checked.' WHERE "slug" = 'necklaces';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Signed rings from Cartier, Bulgari and Tiffany, with size, hallmarks and stones recorded.' WHERE "slug" = 'rings';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Studs, hoops and drops, matched as pairs, with backs, metal and stones verified.' WHERE "slug" = 'earrings';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Solitaires and halo settings with their diamond grading reports, stones measured against the certificate.' WHERE "slug" = 'engagement-rings';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Limited releases and collaborations, deadstock or worn, checked stitch by stitch and against the box label.' WHERE "slug" = 'sneakers';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Pumps, slingbacks and sandals from Louboutin, Manolo Blahnik and Chanel, with soles and heels inspected.' WHERE "slug" = 'heels';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Ballerinas, mules and sandals for every day, with wear to soles and insoles recorded.' WHERE "slug" = 'flats';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Horsebit, penny and tassel loafers, with leather, lining and resoling noted.' WHERE "slug" = 'loafers';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Oxfords and derbies from the great shoemakers, with last, welt and resoling identified.' WHERE "slug" = 'oxfords';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Chelsea, riding and combat boots, with zips, soles and shaft leather examined.' WHERE "slug" = 'boots';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Steel icons such as the Royal Oak, Nautilus and Daytona, with reference, serial and bracelet checked.' WHERE "slug" = 'sports-watches';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Submariners, Fifty Fathoms and Seamasters, with bezel, crown and water resistance tested.' WHERE "slug" = 'dive-watches';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Daytonas, Speedmasters and El Primeros, with movement, pushers and sub-dials examined.' WHERE "slug" = 'chronographs';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Thin, precious and quiet: Calatrava, Tank, Reverso and their peers, with case and dial checked for polishing and refinishing.' WHERE "slug" = 'dress-watches';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Perpetual calendars, tourbillons and minute repeaters, every function tested by a watchmaker.' WHERE "slug" = 'complications';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Supercars, grand tourers and SUVs, with service history, mileage and ownership documented before the sale.' WHERE "slug" = 'cars';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Private jets from light to long range, with airframe hours, engine programmes and logbooks reviewed.' WHERE "slug" = 'jets';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Motor and sailing yachts, with hull, engine hours and class surveys reviewed before the sale.' WHERE "slug" = 'yachts';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Cuban and New World cigars by the box, with seals, date codes and storage history checked.' WHERE "slug" = 'cigars';--> statement-breakpoint
UPDATE "categories" SET "blurb" = 'Bordeaux, Burgundy, Champagne and the great estates, with provenance, fill level and storage recorded.' WHERE "slug" = 'wine';
