"""The museum family: a two-floor city museum on a street with a zebra crossing."""

from __future__ import annotations

from .catalog import Family, Slot, parse_categories, parse_kinds

# key; captioner names; visitor names; staff names; tags; busy; [scene=..; sign=text || keywords]
KINDS = parse_kinds("""
forecourt; museum forecourt|front steps|pavement outside the museum|street out front
    ; front of the museum|outside the main doors; forecourt|front apron; outside open; 0.5
    ; scene=stone steps|a wide pavement|parked bikes
    ; sign=City Museum - open daily 10 to 6 || open daily|10 to 6
crossing; zebra crossing|pedestrian crossing|road crossing; crossing|zebra crossing
    ; xing|ped crossing; outside open; 0.3; scene=striped road markings|traffic waiting
    ; askable=no
far_side; far pavement|opposite side of the street|pavement across the road
    ; other side of the road|across the street; far kerb|opposite pavement; outside open; 0.4
    ; scene=a row of shops|a bus shelter
    ; sign=Bus stop - routes 12 and 38 || routes 12 and 38|12 and 38
entrance; entrance hall|main lobby|foyer|reception hall; front hall|lobby|way in
    ; foyer|FOH lobby; indoor public; 0.8
    ; scene=a high ceiling|a ticket counter|visitors queuing
    ; sign=Welcome - admission free, donations welcome || donation|admission free
gift_shop; gift shop|museum shop|souvenir shop; souvenir shop|gift shop; retail unit|gift shop
    ; indoor public; 0.6; scene=shelves of souvenirs|a till counter
    ; sign=Members get 10 percent off || 10 percent|members
cloakroom; cloakroom|coat check|bag drop; coat check|place for coats; cloaks|cloakroom
    ; indoor public; 0.4; scene=rows of hangers|a small counter
    ; sign=All large bags must be left here || large bags|left here
restrooms; restrooms|toilets|washrooms|bathroom area; loos|toilets|bathroom; WCs|toilets
    ; indoor public; 0.3; scene=tiled walls|mirrors|bright lights
    ; sign=Baby changing inside || baby changing
atrium; stair hall|atrium|grand staircase hall; big hall with the stairs|staircase area
    ; atrium|stair core; indoor public; 0.6; scene=a sweeping staircase|a glass roof
courtyard; sculpture garden|courtyard|inner garden; garden with the statues|courtyard
    ; courtyard|sculpture court; indoor open; 0.4; scene=gravel paths|hedges|an open sky
    ; sign=Please do not climb on the sculptures || do not climb|climb on
cafe; cafe|museum cafe|coffee shop|tea room; coffee place|cafe; F&B outlet|cafe; indoor public
    ; 0.7; scene=tables and chairs|a serving counter|people eating
    ; sign=Hot soup served until 3pm || soup|3pm
landing; upper landing|first-floor landing|balcony; upstairs landing|top of the stairs
    ; L1 landing|upper landing; indoor public upper; 0.4
    ; scene=a balustrade|a view down into the hall
egyptian; Egyptian gallery|ancient Egypt gallery|Egyptian antiquities room
    ; Egypt room|mummy room; Egypt gal.|Egyptian gallery; indoor gallery; 0.6
    ; scene=dim spotlights|sandstone-coloured walls
    ; sign=Please do not touch the sarcophagus || do not touch
dinosaur; dinosaur hall|natural history gallery|fossil hall; dinosaur room|dino hall
    ; dino hall|nat. hist.; indoor gallery; 0.8; scene=a tall open space|skeletons on plinths
modern_art; modern art gallery|contemporary art room|modern art room
    ; modern art room|new art gallery; MA gallery|modern art gal.; indoor gallery; 0.4
    ; scene=white walls|large canvases; sign=No flash photography || no flash|flash photography
renaissance; Renaissance gallery|old masters gallery|paintings gallery
    ; old paintings room|Renaissance room; old masters|Renaissance gal.; indoor gallery; 0.5
    ; scene=dark red walls|gold frames
photography; photography gallery|photo gallery|photographs room; photo room|photo gallery
    ; photo gal.|photography gal.; indoor gallery; 0.4; scene=grey walls|framed prints in rows
    ; sign=Exhibition: Light and Shadow 1900-1950 || light and shadow|1900
armour; arms and armour gallery|armoury|weapons gallery; knights room|armour room
    ; armoury|A&A gallery; indoor gallery; 0.5; scene=stone walls|banners hanging
ceramics; ceramics gallery|pottery room|porcelain gallery; pottery room|china room
    ; ceramics gal.|ceramics room; indoor gallery; 0.3; scene=lit glass shelves|quiet corners
maritime; maritime gallery|ship gallery|naval history room; ships room|boat gallery
    ; maritime gal.|naval gal.; indoor gallery; 0.5; scene=blue walls|rope and rigging
textiles; textile gallery|costume gallery|fashion gallery; clothes gallery|costume room
    ; textiles gal.|costume gal.; indoor gallery; 0.4; scene=soft low lighting|fabric on display
""")

POOL = (
    "egyptian",
    "dinosaur",
    "modern_art",
    "renaissance",
    "photography",
    "armour",
    "ceramics",
    "maritime",
    "textiles",
)

SLOTS = (
    Slot("forecourt", (0, -12, 50, 0), kind="forecourt"),
    Slot("crossing", (22, -20, 28, -12), kind="crossing"),
    Slot("far_side", (0, -28, 50, -20), kind="far_side"),
    Slot("entrance", (15, 0, 35, 16), kind="entrance"),
    Slot("gift_shop", (0, 0, 15, 12), kind="gift_shop"),
    Slot("cloakroom", (35, 0, 50, 8), kind="cloakroom"),
    Slot("restrooms", (35, 8, 50, 16), kind="restrooms"),
    Slot("atrium", (15, 16, 35, 28), kind="atrium"),
    Slot("courtyard", (15, 28, 35, 50), kind="courtyard"),
    Slot("cafe", (35, 34, 50, 50), kind="cafe"),
    Slot("G1", (0, 12, 15, 32)),
    Slot("G2", (0, 32, 15, 50)),
    Slot("G3", (35, 16, 50, 34)),
    Slot("landing", (15, 16, 35, 28), z=4.0, kind="landing"),
    Slot("U1", (0, 12, 15, 32), z=4.0),
    Slot("U2", (35, 16, 50, 34), z=4.0),
    Slot("U3", (15, 0, 35, 16), z=4.0),
    Slot("U4", (0, 32, 15, 50), z=4.0),
)

DOORS = (
    ("forecourt", "crossing", 25, -12),
    ("crossing", "far_side", 25, -20),
    ("forecourt", "entrance", 25, 0),
    ("entrance", "gift_shop", 15, 6),
    ("entrance", "cloakroom", 35, 4),
    ("entrance", "restrooms", 35, 12),
    ("entrance", "atrium", 25, 16),
    ("atrium", "G1", 15, 22),
    ("atrium", "G3", 35, 22),
    ("atrium", "courtyard", 25, 28),
    ("atrium", "landing", 33, 26),
    ("G1", "G2", 7, 32),
    ("G3", "cafe", 42, 34),
    ("courtyard", "cafe", 35, 42),
    ("landing", "U1", 15, 22),
    ("landing", "U2", 35, 22),
    ("landing", "U3", 25, 16),
    ("U1", "U4", 7, 32),
)

# key; labeller names; homes (kind or @tag : count); colours; size m; [roam=..; visitor=..;
# staff=..; materials=..; sal=..]  (a portable category has roam=)
CATEGORIES = parse_categories("""
sarcophagus; sarcophagus|painted sarcophagus|stone coffin; egyptian:1; gold|painted; 2
    ; visitor=mummy coffin|sarcophagus; staff=sarcophagus
hieroglyph_panel; hieroglyph panel|carved stone tablet|hieroglyphic relief; egyptian:3
    ; sandstone; 1.2
dino_skeleton; dinosaur skeleton|t-rex skeleton|fossil skeleton; dinosaur:1; bone-coloured; 5
    ; visitor=dinosaur bones|dinosaur skeleton; staff=dino skeleton
ammonite; ammonite fossil|spiral fossil|fossil shell; dinosaur:3; ; 0.6
abstract_painting; abstract painting|colourful canvas|modern artwork; modern_art:4
    ; blue|red|yellow; 1.5
neon_artwork; neon artwork|glowing neon tubes|light installation; modern_art:1; pink|green; 1.5
portrait; portrait painting|oil portrait|gilded portrait; renaissance:5; gold|dark; 1.2
    ; visitor=old portrait|portrait painting; staff=portrait
marble_bust; marble bust|stone bust|bust sculpture; renaissance:1; white; 0.7
photo_print; framed photograph|black and white photo|photo print; photography:5; black|white
    ; 0.8
antique_camera; antique camera|old camera|bellows camera; photography:1; black|brown; 0.5
armour_suit; suit of armour|knight armour|metal armour; armour:3; silver; 1.8
    ; visitor=knight suit|suit of armour; staff=armour suit
sword_display; sword display|display of swords|sabre; armour:1; silver; 1
porcelain_vase; porcelain vase|blue and white vase|ceramic vase; ceramics:4; blue|white; 0.6
tea_set; tea set|china teapot|porcelain teapot; ceramics:1; white|green; 0.5
ship_model; ship model|model sailing ship|wooden ship model; maritime:3; brown; 1.2
    ; visitor=model boat|ship model
anchor; anchor|iron anchor|ship anchor; maritime:1; black|rusty; 1.5
tapestry; tapestry|woven wall hanging|embroidered tapestry; textiles:1; red|green|gold; 2.5
mannequin; costume mannequin|dress on a mannequin|costume display; textiles:3; white|black; 1.7
bench; bench|wooden bench|seating bench; @gallery:2 courtyard:3 forecourt:1 entrance:2 landing:1
    ; brown|black|grey; 1.6; visitor=seat|bench; materials=wooden|metal
display_case; display case|glass vitrine|glass cabinet; @gallery:3; ; 1.2
    ; staff=vitrine|display case; materials=glass
info_panel; information panel|wall text panel|info board; @gallery:2 atrium:1; white|black; 0.9
extinguisher; fire extinguisher|extinguisher; entrance:1 atrium:1 cafe:1 landing:1 @gallery:1
    ; red; 0.5; visitor=fire extinguisher; staff=FE|extinguisher
rope_barrier; rope barrier|stanchion|velvet rope; @gallery:2; red|burgundy; 1
cctv; security camera|cctv camera|dome camera; entrance:1 cafe:1 gift_shop:1; white|black; 0.3
    ; sal=0.6
ticket_desk; ticket desk|admissions counter|reception desk; entrance:1; white|wooden; 2
    ; visitor=ticket desk|front desk; staff=admissions desk
map_stand; museum map stand|floor plan board|map display; entrance:1; blue|black; 0.9
donation_box; donation box|perspex donation box|donations box; entrance:1; clear; 0.5
coat_rack; coat rack|coat hangers|clothes rail; cloakroom:3; black; 1.5
lockers; lockers|metal lockers|luggage lockers; cloakroom:1; grey|blue; 1.6
till; cash register|till|shop till; gift_shop:1; black; 0.6
postcard_rack; postcard rack|postcard stand|card display; gift_shop:1; white; 0.9
teddy; teddy bear|stuffed animal|soft toy; gift_shop:3; brown|pink; 0.4
bookshelf; bookshelf|book display|shelf of books; gift_shop:1; wooden; 1.5
coffee_machine; coffee machine|espresso machine|barista machine; cafe:1; silver|black; 0.7
    ; visitor=coffee maker|coffee machine
cafe_table; cafe table|small round table|bistro table; cafe:6; white|wooden; 0.8
cake_display; cake display|pastry counter|glass cake stand; cafe:1; ; 1
hand_dryer; hand dryer|wall-mounted dryer|air dryer; restrooms:1; white; 0.4
washbasin; washbasin|sink|hand basin; restrooms:2; white; 0.6
bronze_statue; bronze statue|bronze sculpture|metal statue; courtyard:3; bronze|green; 2
    ; visitor=statue|bronze statue
fountain; fountain|stone fountain|water feature; courtyard:1; grey; 2.5
planter; planter|potted shrub|plant pot; courtyard:2 entrance:1; green; 0.8
tree; tree|small tree|ornamental tree; courtyard:1 forecourt:2 far_side:1; green; 3
staircase; staircase|stairs|stairway; atrium:1 landing:1; white|marble; 4
lift_door; lift doors|elevator door|steel doors; atrium:1 landing:1; silver; 1.4
bus_shelter; bus shelter|bus stop shelter|glass shelter; far_side:1; glass; 3
traffic_light; traffic light|pedestrian signal|traffic signal; crossing:2; black; 0.6
crosswalk; zebra crossing|crosswalk|road stripes; crossing:1; white; 3
bike_rack; bike rack|bicycle stand|cycle rack; forecourt:1; silver; 1.5
street_lamp; street lamp|lamp post|streetlight; forecourt:4 far_side:4; black; 0.5
bin; rubbish bin|litter bin|trash can; forecourt:1 far_side:1 courtyard:1; black|green; 0.6
banner; banner|hanging banner|exhibition banner; forecourt:1; red|blue; 2
sign; sign|wall sign|information sign|notice; ; ; 0.6
cleaning_trolley; cleaning trolley|janitor cart|cleaning cart; atrium:1; yellow|grey; 1
    ; roam=@gallery entrance atrium cafe restrooms landing
    ; visitor=cleaner's cart|cleaning trolley; staff=janitorial trolley|cleaning trolley
wheelchair; wheelchair|folded wheelchair|manual wheelchair; cloakroom:1; black|blue; 1
    ; roam=@gallery entrance cafe cloakroom atrium landing
pushchair; pushchair|stroller|baby buggy; entrance:1; red|grey|navy; 1
    ; roam=@gallery entrance cafe atrium courtyard gift_shop; visitor=buggy|stroller
    ; staff=pushchair
backpack; backpack|rucksack|school bag; cafe:1; blue|red|green|black; 0.5
    ; roam=cafe cloakroom @gallery courtyard entrance; visitor=rucksack|backpack
    ; staff=unattended bag|backpack
umbrella; umbrella|folded umbrella|brolly; cloakroom:1; black|yellow|purple; 0.6
    ; roam=cloakroom cafe entrance gift_shop @gallery
stepladder; stepladder|step ladder|aluminium ladder; atrium:1; silver; 1.5
    ; roam=@gallery atrium landing; staff=ladder|stepladder
wet_floor_sign; wet floor sign|caution sign|yellow warning board; restrooms:1; yellow; 0.6
    ; roam=entrance restrooms cafe atrium landing
parked_car; car|parked car|hatchback; far_side:2; red|white|silver|blue; 3.5
    ; roam=far_side forecourt
""")

FAMILY = Family(
    name="museum",
    kinds=KINDS,
    pool=POOL,
    slots=SLOTS,
    doors=DOORS,
    lift=("atrium", "landing"),
    categories=CATEGORIES,
    extras_absent=(
        "vending machine",
        "grand piano",
        "aquarium tank",
        "telescope",
        "rocking horse",
        "totem pole",
        "hot air balloon",
    ),
    places_absent=("planetarium", "cinema room", "library reading room", "children's playroom"),
    start="entrance",
    hallucinations=(
        "reflection",
        "blurry shape",
        "shadow on the wall",
        "ceiling light",
        "floor tile",
        "doorway",
        "window frame",
    ),
    people=("person", "visitor", "child", "woman", "man", "tour guide"),
)
