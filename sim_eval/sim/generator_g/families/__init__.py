from . import farm, lab, mall

BUILDERS = {"mall": mall.build, "farm": farm.build, "lab": lab.build}
