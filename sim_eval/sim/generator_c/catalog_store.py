"""The store family: an edge-of-town superstore with car park, petrol station and bus stop."""

from __future__ import annotations

from .catalog import Family, Slot, parse_categories, parse_kinds

# key; captioner names; visitor names; staff names; tags; busy; [scene=..; sign=text || keywords]
KINDS = parse_kinds("""
car_park; car park|parking lot|customer car park; parking|car park; CP|car park; outside open
    ; 0.5; scene=rows of parked cars|painted bays
    ; sign=Please return trolleys to a trolley bay || return trolleys|please return
crossing; pedestrian crossing|zebra crossing|road crossing; crossing|zebra crossing
    ; ped xing|crossing; outside open; 0.3; scene=the access road|striped markings; askable=no
petrol; petrol station|fuel station|filling station; petrol station|gas station
    ; fuel forecourt|PFS; outside open; 0.4; scene=a canopy over the pumps|a small kiosk
    ; sign=Pay at pump or in kiosk || pay at pump
bus_stop; bus stop|bus shelter area|bus bay; bus stop; bus stop|bus bay; outside open; 0.3
    ; scene=a shelter|a timetable post
    ; sign=Route 42 to City Centre every 15 minutes || route 42|city centre
entrance; store entrance|entrance lobby|front lobby; way in|front entrance; lobby|front entrance
    ; indoor public; 0.8; scene=sliding doors|a stack of baskets
    ; sign=Open 7am to 10pm every day || 7am|10pm
checkouts; checkout area|checkouts|tills; checkouts|tills; front end|checkouts; indoor public
    ; 0.9; scene=a row of tills|queues of shoppers
    ; sign=Baskets only - 10 items or fewer || 10 items|baskets only
service; customer service desk|service counter|help desk area; help desk|customer service
    ; CS desk|cust. service; indoor public; 0.4; scene=a counter|a returns shelf
    ; sign=Customer Service - returns and refunds || returns|refunds
main_aisle; main aisle|front walkway|central aisle; main aisle; main aisle; indoor public; 0.7
    ; scene=wide floor|hanging aisle signs; askable=no
stockroom; stockroom|warehouse|back store|storage area; storeroom|back room|warehouse
    ; BOH|stockroom|back of house; indoor staff; 0.2; scene=tall racking|bare concrete floor
    ; sign=Staff only beyond this point || staff only
loading_bay; loading bay|loading dock|goods yard; loading area|delivery yard
    ; dock|loading bay|goods in; outside open staff; 0.2; scene=roller shutters|a delivery apron
    ; sign=Hi-vis must be worn || hi-vis
produce; fresh produce section|fruit and vegetable aisle|produce department
    ; fruit and veg|fruit section; produce aisle|F&V; indoor dept; 0.7
    ; scene=misty displays|crates of fruit
    ; sign=Locally grown strawberries || strawberries|locally grown
bakery; bakery|in-store bakery|bread section; bread section|bakery; bakery|ISB; indoor dept; 0.6
    ; scene=warm lighting|bread racks
    ; sign=Freshly baked every morning || freshly baked|every morning
dairy; dairy aisle|chilled section|dairy and eggs aisle; milk aisle|dairy
    ; chilled aisle|dairy aisle; indoor dept; 0.6; scene=long open fridges|cold air
frozen; frozen food aisle|freezer section|frozen foods; freezer aisle|frozen stuff
    ; frozen aisle|FF aisle; indoor dept; 0.5; scene=frosted glass doors|humming freezers
drinks; drinks aisle|beverages aisle|wine and beer section; drinks section|booze aisle
    ; BWS aisle|drinks aisle; indoor dept; 0.5; scene=shelves of bottles|cases of water
    ; sign=Challenge 25 - ID may be required || challenge 25
cleaning; household aisle|cleaning products aisle|cleaning supplies aisle
    ; cleaning stuff aisle|household aisle; household aisle|HH aisle; indoor dept; 0.4
    ; scene=brightly coloured bottles|stacked multipacks
pet; pet aisle|pet food section|pet supplies aisle; pet section|pet aisle
    ; pet aisle|pet care aisle; indoor dept; 0.3; scene=big bags on low shelves
tools; tool aisle|hardware section|power tools department; tools section|hardware
    ; hardware dept|tools dept; indoor dept; 0.4; scene=pegboards|boxed power tools
paint; paint aisle|decorating section|paint department; paint section|decorating
    ; paint aisle|decor aisle; indoor dept; 0.3; scene=colour swatches|stacked tins
    ; sign=Paint mixed while you wait || mixed
garden; garden centre|gardening section|plants area; plant section|garden bit; garden centre|GC
    ; indoor dept; 0.4; scene=rows of plants|a glass roof
""")

POOL = (
    "produce",
    "bakery",
    "dairy",
    "frozen",
    "drinks",
    "cleaning",
    "pet",
    "tools",
    "paint",
    "garden",
)

SLOTS = (
    Slot("car_park", (0, -40, 80, 0), kind="car_park"),
    Slot("crossing", (35, -48, 41, -40), kind="crossing"),
    Slot("petrol", (0, -68, 38, -48), kind="petrol"),
    Slot("bus_stop", (38, -60, 80, -48), kind="bus_stop"),
    Slot("entrance", (30, 0, 50, 8), kind="entrance"),
    Slot("checkouts", (0, 0, 30, 10), kind="checkouts"),
    Slot("service", (50, 0, 65, 10), kind="service"),
    Slot("D6", (65, 0, 80, 10)),
    Slot("main_aisle", (0, 10, 80, 16), kind="main_aisle"),
    Slot("D1", (0, 16, 16, 50)),
    Slot("D2", (16, 16, 32, 50)),
    Slot("D3", (32, 16, 48, 50)),
    Slot("D4", (48, 16, 64, 50)),
    Slot("D5", (64, 16, 80, 50)),
    Slot("stockroom", (20, 50, 60, 64), kind="stockroom"),
    Slot("loading_bay", (20, 64, 60, 80), kind="loading_bay"),
)

DOORS = (
    ("car_park", "entrance", 40, 0),
    ("car_park", "crossing", 38, -40),
    ("crossing", "petrol", 36.5, -48),
    ("crossing", "bus_stop", 39.5, -48),
    ("petrol", "bus_stop", 38, -54),
    ("entrance", "checkouts", 30, 5),
    ("entrance", "service", 50, 5),
    ("service", "D6", 65, 5),
    ("entrance", "main_aisle", 40, 10),
    ("checkouts", "main_aisle", 15, 10),
    ("service", "main_aisle", 57, 10),
    ("D6", "main_aisle", 72, 10),
    ("main_aisle", "D1", 8, 16),
    ("main_aisle", "D2", 24, 16),
    ("main_aisle", "D3", 40, 16),
    ("main_aisle", "D4", 56, 16),
    ("main_aisle", "D5", 72, 16),
    ("D2", "stockroom", 26, 50),
    ("D3", "stockroom", 40, 50),
    ("D4", "stockroom", 54, 50),
    ("stockroom", "loading_bay", 40, 64),
)

# key; labeller names; homes (kind or @tag : count); colours; size m; [roam=..; visitor=..;
# staff=..; materials=..; sal=..]  (a portable category has roam=)
CATEGORIES = parse_categories("""
apples; apple display|crate of apples|apples; produce:3; red|green; 1
veg_scale; weighing scale|produce scale|vegetable scale; produce:1; white; 0.4
bread_rack; bread rack|loaves of bread|bread shelf; bakery:4; brown; 1.5
bakery_oven; bakery oven|deck oven|commercial oven; bakery:1; silver; 1.6
milk_fridge; milk fridge|open chiller with milk|dairy cooler; dairy:4; white; 2
eggs; egg boxes|egg cartons|eggs; dairy:1; brown; 0.6
chest_freezer; chest freezer|freezer cabinet|frozen food chest; frozen:4; white; 2
ice_cream_freezer; ice cream freezer|glass door freezer|ice-cream display; frozen:1; white; 1.8
wine_rack; wine rack|wine bottles|shelf of wine; drinks:4; red|dark; 1.5
water_stack; bottled water stack|crate of water bottles|water bottles; drinks:1; blue; 1.2
detergent; laundry detergent|detergent bottles|washing powder; cleaning:4; orange|blue; 1
toilet_rolls; toilet rolls|toilet paper|loo roll packs; cleaning:1; white; 1
dog_food; dog food|bag of dog food|pet food sacks; pet:3; brown|red; 1
cat_litter; cat litter|bags of cat litter|litter bags; pet:1; grey; 0.8
power_drill; power drill|cordless drill|drill display; tools:3; yellow|green; 0.5
hand_tools; hand tools|wall of spanners|hammer display; tools:1; red|silver; 1.5
paint_tins; paint tins|paint cans|stack of paint tins; paint:4; white|blue; 1
paint_mixer; paint mixing machine|colour mixer|tint machine; paint:1; grey; 1.4
potted_plant; potted plant|flower pots|houseplant; garden:5; green; 0.7
lawn_mower; lawn mower|lawnmower|push mower; garden:1; red|green; 1
shelving; shelving unit|store shelves|gondola shelving; @dept:5; white|grey; 3; sal=0.7
price_checker; price checker|barcode scanner|price scanner; @dept:1; black; 0.4; sal=0.7
promo_display; promotional display|end cap display|special offer stand; main_aisle:5 entrance:1
    ; red|yellow; 1.5
checkout_till; checkout till|cash register|till; checkouts:6; black|grey; 1
    ; staff=POS till|checkout till
self_checkout; self-checkout machine|self checkout|self-service kiosk; checkouts:2; white; 1
service_desk; service desk|information counter|help desk; service:1; white; 2
extinguisher; fire extinguisher|extinguisher; entrance:1 main_aisle:1 stockroom:1 service:1; red
    ; 0.5; staff=FE|extinguisher
cctv; security camera|cctv camera|dome camera; entrance:1 checkouts:1 stockroom:1; black; 0.3
    ; sal=0.6
coffee_machine; coffee machine|self-serve coffee|coffee station; entrance:1; black; 0.8
basket_stack; stack of baskets|basket stand|pile of shopping baskets; entrance:1; red|green; 0.8
pallet_stack; stacked pallets|wooden pallets|pallet stack; stockroom:2 loading_bay:1; brown; 1.5
baler; cardboard baler|baler|cardboard compactor; stockroom:1; grey; 2
boxes; cardboard boxes|stack of boxes|shipping boxes; stockroom:4; brown; 1.2
racking; pallet racking|warehouse racking|tall shelving; stockroom:5; orange; 4
roller_shutter; roller shutter door|loading dock door|shutter; loading_bay:1; grey; 4
trolley_bay; trolley bay|trolley shelter|cart corral; car_park:4; green|grey; 3
    ; visitor=trolley shelter|trolley bay
street_lamp; lamp post|street light|light pole; car_park:8 bus_stop:2; grey; 0.5
bin; rubbish bin|waste bin|trash can; car_park:1 petrol:1 bus_stop:1 entrance:1; black|green
    ; 0.6; visitor=bin|rubbish bin
recycling; recycling bins|bottle bank|recycling bank; car_park:1; green; 2
bus_shelter; bus shelter|bus stop shelter|glass shelter; bus_stop:1; glass; 3
timetable; timetable post|bus timetable|bus stop pole; bus_stop:1; blue; 0.5
petrol_pump; petrol pump|fuel pump|fuel dispenser; petrol:3; green|white; 1.2
    ; visitor=gas pump|petrol pump
kiosk; station kiosk|forecourt shop|pay kiosk; petrol:1; white; 4
traffic_light; traffic light|pedestrian signal|traffic signal; crossing:2; black; 0.6
crosswalk; zebra stripes|crosswalk|road markings; crossing:1; white; 3
bench; bench|metal bench|seat; bus_stop:1 entrance:1; grey|green; 1.5
sign; sign|hanging sign|store sign|notice; ; ; 0.6
trolley; shopping trolley|trolley|shopping cart|metal shopping cart
    ; car_park:5 entrance:3 @dept:1 checkouts:2; silver|blue|red; 1
    ; roam=car_park entrance @dept checkouts main_aisle; visitor=shopping cart|trolley
    ; staff=trolley|cart
basket; shopping basket|plastic basket|hand basket; @dept:1; red|green|blue; 0.5
    ; roam=@dept checkouts main_aisle entrance; visitor=basket|shopping basket
cleaning_cart; cleaning cart|janitorial cart|caretaker cart; main_aisle:1; yellow|grey; 1
    ; roam=@dept main_aisle checkouts entrance stockroom; staff=janitor cart|cleaning cart
mop_bucket; mop bucket|yellow bucket|mop and bucket; stockroom:1; yellow; 0.5
    ; roam=@dept main_aisle stockroom checkouts
wet_floor_sign; wet floor sign|caution sign|yellow warning board; main_aisle:1; yellow; 0.6
    ; roam=@dept main_aisle entrance checkouts
pallet_jack; pallet jack|pump truck|hand pallet truck; stockroom:1; red|blue; 1.2
    ; roam=stockroom loading_bay @dept; visitor=pallet truck|pallet jack; staff=PPT|pallet jack
forklift; forklift|forklift truck|lift truck; loading_bay:1; yellow|orange; 2.5
    ; roam=stockroom loading_bay; staff=FLT|forklift
roll_cage; roll cage|cage trolley|wire cage; stockroom:2; silver; 1.5
    ; roam=stockroom @dept loading_bay main_aisle; staff=roll cage|cage
stepladder; step ladder|stepladder|rolling ladder; stockroom:1; silver; 1.5
    ; roam=@dept stockroom
handbag; handbag|leather handbag|purse; checkouts:1; black|brown|red; 0.4
    ; roam=checkouts service @dept entrance; visitor=bag|handbag; staff=lost bag|handbag
delivery_lorry; delivery lorry|delivery truck|box truck; loading_bay:1; white|red; 6
    ; roam=loading_bay; visitor=lorry|delivery truck
car; car|parked car|hatchback|estate car; car_park:14 petrol:3; red|white|silver|blue|black; 3.5
    ; roam=car_park petrol
""")

FAMILY = Family(
    name="store",
    kinds=KINDS,
    pool=POOL,
    slots=SLOTS,
    doors=DOORS,
    lift=None,
    categories=CATEGORIES,
    extras_absent=(
        "vending machine",
        "escalator",
        "photo booth",
        "cash machine",
        "arcade machine",
        "pizza oven",
        "fish tank",
    ),
    places_absent=("pharmacy counter", "opticians", "car wash", "cafe"),
    start="entrance",
    hallucinations=(
        "reflection",
        "blurry shape",
        "ceiling light",
        "floor tile",
        "price label",
        "doorway",
        "cardboard",
    ),
    people=("person", "shopper", "child", "woman", "man", "staff member"),
)
