import collections,sys
for w,c in collections.Counter(open(sys.argv[1]).read().lower().split()).most_common(25):print(w,"-",c)
